import { NotBuiltPage } from '../../../components/not-built-page';

export function SettingsPage() {
  return (
    <NotBuiltPage title="Settings" subtitle="Your organization, team members and email templates" />
  );
}
