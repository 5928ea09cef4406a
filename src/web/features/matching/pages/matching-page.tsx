import { PageHeader } from '../../../components/page-header';
import { BackLink, ConsoleTabs, useAdminConsole, type ConsoleTab } from '../../admin';
import { AutoMatchTab } from '../components/auto-match-tab';
import { JobMatchingTab } from '../components/job-matching-tab';
import { ScoreCalculatorTab } from '../components/score-calculator-tab';
import { SemanticSearchTab } from '../components/semantic-search-tab';

const TABS: ConsoleTab[] = [
  { value: 'semantic-search', label: 'Semantic Search', content: () => <SemanticSearchTab /> },
  { value: 'job-matching', label: 'Job Matching', content: () => <JobMatchingTab /> },
  { value: 'auto-match', label: 'Auto-Match', content: () => <AutoMatchTab /> },
  { value: 'score-calculator', label: 'Score Calculator', content: () => <ScoreCalculatorTab /> },
];

/** /admin/intelligent-matching: the platform team finds and scores candidates across organizations. */
export function MatchingPage() {
  useAdminConsole();
  return (
    <>
      <BackLink href="/admin" label="Back to Admin" />
      <PageHeader
        title="Matching dashboard"
        subtitle="Find, match and score candidates across every organization on Shortlist."
      />
      <ConsoleTabs tabs={TABS} label="Matching dashboard sections" />
    </>
  );
}
