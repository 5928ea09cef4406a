import { NotBuiltPage } from '../../../components/not-built-page';

export function CandidatesPage() {
  return <NotBuiltPage title="Candidates" subtitle="Everyone who applied to your jobs" />;
}
