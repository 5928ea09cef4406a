import { NotBuiltPage } from '../../../components/not-built-page';

export function InterviewsPage() {
  return (
    <NotBuiltPage title="Interviews" subtitle="Scheduled, completed and cancelled interviews" />
  );
}
