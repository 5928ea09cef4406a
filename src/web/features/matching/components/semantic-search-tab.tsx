import { Search, Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage } from '../../../lib/api-client';
import { useSemanticSearch } from '../api/semantic-search';
import { MISSING_INPUT } from './match-text';
import { MatchingForm } from './matching-form';
import { ResultsHeading } from './results-heading';
import { CandidateResults } from './candidate-results';
import { SemanticResultCard } from './semantic-result-card';
import { useAddToPipeline } from './use-add-to-pipeline';

export const EXAMPLE_QUERIES = [
  'Senior React developer in Accra with 5+ years',
  'Accountant near Kumasi who knows IFRS',
  'Junior data analyst with Excel and Power BI',
  'Logistics supervisor in Tema',
];

const SEARCH_FAILED = 'We could not run the search.';

/** A recruiter's sentence, and the candidates across Shortlist who answer it best. */
export function SemanticSearchTab() {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const search = useSemanticSearch(query);
  const addToPipeline = useAddToPipeline();
  // Each failed search says so at once (the results say it too, where they would be).
  const { error, errorUpdatedAt } = search;
  useEffect(() => {
    if (!error) return;
    toast({
      variant: 'destructive',
      title: 'Search Failed',
      description: failureMessage(error, SEARCH_FAILED),
    });
  }, [error, errorUpdatedAt]);
  const run = (text: string) => {
    const next = text.trim();
    if (next === query) void search.refetch();
    else setQuery(next);
  };

  return (
    <div className="grid gap-6">
      <MatchingForm
        label="Semantic search"
        submitLabel="Search"
        icon={<Search aria-hidden="true" />}
        isPending={search.isFetching}
        missing={draft.trim() === '' ? MISSING_INPUT.query : null}
        onSubmit={() => run(draft)}
        footer={
          <div className="grid gap-2">
            <p id={`${id}-examples`} className="text-sm text-slate-600">
              Try an example:
            </p>
            <ul aria-labelledby={`${id}-examples`} className="flex flex-wrap gap-2">
              {EXAMPLE_QUERIES.map((example) => (
                <li key={example}>
                  <Button
                    variant="outline"
                    size="sm"
                    className="rounded-full"
                    onClick={() => {
                      setDraft(example);
                      run(example);
                    }}
                  >
                    {example}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        }
      >
        <TextField
          label="Describe the candidate you need"
          hint="Role, skills, years of experience and place, in your own words."
          placeholder="e.g. Senior React developer in Accra with 5+ years"
          maxLength={500}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </MatchingForm>

      <section aria-labelledby={`${id}-results`}>
        <ResultsHeading
          id={`${id}-results`}
          title="Search results"
          count={query === '' ? undefined : search.data?.count}
        />
        {query === '' ? (
          <EmptyState
            icon={Sparkles}
            title="Search every organization’s candidates"
            description="Describe who you need, or try one of the examples above."
          />
        ) : (
          <CandidateResults
            query={search}
            loadingLabel="Searching..."
            error={SEARCH_FAILED}
            emptyDescription="Try other words: a skill, a role or a place."
          >
            {(data) =>
              data.results.map((result) => (
                <SemanticResultCard
                  key={result.id}
                  result={result}
                  onAddToPipeline={() =>
                    addToPipeline.open({ name: result.fullName, email: result.email })
                  }
                />
              ))
            }
          </CandidateResults>
        )}
      </section>
      {addToPipeline.dialog}
    </div>
  );
}
