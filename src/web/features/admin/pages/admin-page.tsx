import { NotBuiltPage } from '../../../components/not-built-page';

export function AdminPage() {
  return (
    <NotBuiltPage title="Admin" subtitle="Organizations, users and credits across Shortlist" />
  );
}
