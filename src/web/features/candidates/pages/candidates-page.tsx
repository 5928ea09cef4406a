import { Coins, Lock, LockOpen, SearchX, Users } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { CANDIDATE_SORTS, type CandidateSort } from '../../../../shared/applications';
import { Pagination, TableSearch } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { RefreshFailed } from '../../../components/load-failed';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { cn } from '../../../lib/utils';
import { useCandidates } from '../../applications';
import { CandidateCard } from '../components/candidate-card';
import { CreditBalanceBadge } from '../components/credit-balance-badge';
import { candidatesCountText, pageCount, pageText, parsePage } from '../components/pagination';
import { StatCard } from '../components/stat-card';

const SORT_LABELS: Record<CandidateSort, string> = {
  newest: 'Newest first',
  match: 'Best match first',
};

/** The sort in the URL; anything else is the default, newest first. */
function parseSort(value: string | null): CandidateSort {
  return CANDIDATE_SORTS.find((sort) => sort === value) ?? 'newest';
}

export function CandidatesPage() {
  // The search, the sort and the page live in the URL, so back and refresh keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const sort = parseSort(searchParams.get('sort'));
  const page = parsePage(searchParams.get('page'));

  /** A new search or sort starts again from the first page; each keeps the other. */
  const searchUrl = (q: string, nextSort: CandidateSort) => ({
    ...(q ? { q } : {}),
    ...(nextSort !== 'newest' ? { sort: nextSort } : {}),
  });

  const [draft, setDraft] = useSearchDraft(query, (next) =>
    setSearchParams(searchUrl(next, sort), { replace: true }),
  );

  const candidates = useCandidates({ q: query, page, sort });
  const isSearching = query !== '';

  const goToPage = (next: number) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      },
      { replace: false },
    );
    window.scrollTo({ top: 0 });
  };

  const clearSearch = () => {
    setDraft('');
    setSearchParams(searchUrl('', sort), { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Candidates"
        subtitle="Everyone who applied to your jobs, anonymized until you unlock them"
        actions={<CreditBalanceBadge />}
      />

      <QueryState
        query={candidates}
        loading={<LoadingBlock label="Loading candidates..." />}
        error="We could not load your candidates."
        errorVariant="panel"
        keepsDataOnError
      >
        {(data) => {
          const totalPages = pageCount(data.total, data.pageSize);
          return data.stats.total === 0 ? (
            <>
              <Stats stats={data.stats} />
              <EmptyState
                icon={Users}
                title="No candidates yet"
                description="Candidates appear here when they apply to your published jobs. Share a job's public page to start receiving applications."
                action={
                  <Link href="/jobs" className={buttonClasses()}>
                    View Your Jobs
                  </Link>
                }
              />
            </>
          ) : (
            <>
              <Stats stats={data.stats} />

              <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <TableSearch
                    id="candidate-search"
                    label="Search candidates"
                    placeholder="Search by name, email, location, experience or skills"
                    maxLength={200}
                    value={draft}
                    onChange={setDraft}
                    describedBy="candidate-search-hint"
                  />
                  <p id="candidate-search-hint" className="mt-1.5 text-xs text-slate-500">
                    Names and emails are searched only for unlocked candidates.
                  </p>
                </div>
                <div className="grid gap-1.5 sm:w-52">
                  <Label htmlFor="candidate-sort" className="sr-only">
                    Sort candidates
                  </Label>
                  <Select
                    id="candidate-sort"
                    value={sort}
                    onChange={(event) =>
                      setSearchParams(searchUrl(query, parseSort(event.target.value)), {
                        replace: true,
                      })
                    }
                  >
                    {CANDIDATE_SORTS.map((value) => (
                      <option key={value} value={value}>
                        {SORT_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                </div>
              </div>

              {candidates.isError && (
                <RefreshFailed error={candidates.error} onRetry={() => void candidates.refetch()} />
              )}

              <p className="mb-3 text-sm text-slate-600" aria-live="polite" aria-atomic="true">
                {candidatesCountText(isSearching, data.total, data.stats.total, data.isTotalCapped)}
                {candidates.isFetching && <span className="sr-only"> Updating...</span>}
              </p>

              {data.items.length === 0 ? (
                isSearching ? (
                  <EmptyState
                    icon={SearchX}
                    title="No candidates match your search"
                    description="Locked candidates can be found by location, experience and skills; names and emails only once unlocked."
                    action={
                      <Button variant="outline" onClick={clearSearch}>
                        Clear search
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    icon={SearchX}
                    title="This page is empty"
                    action={
                      <Button variant="outline" onClick={() => goToPage(1)}>
                        Go to the first page
                      </Button>
                    }
                  />
                )
              ) : (
                <ul
                  className={cn(
                    'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
                    candidates.isPlaceholderData && 'opacity-60 transition-opacity',
                  )}
                  aria-busy={candidates.isFetching || undefined}
                >
                  {data.items.map((application) => (
                    <li key={application.id} className="grid min-w-0">
                      <CandidateCard application={application} />
                    </li>
                  ))}
                </ul>
              )}

              {totalPages > 1 && (
                <Pagination
                  page={page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPageChange={goToPage}
                  summary={pageText(Math.min(page, totalPages), data.total, data.pageSize)}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

function Stats({
  stats,
}: {
  stats: { total: number; locked: number; unlocked: number; creditsSpent: number };
}) {
  return (
    <section aria-label="Candidate totals" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard title="Total" value={stats.total} icon={Users} />
      <StatCard title="Locked" value={stats.locked} icon={Lock} />
      <StatCard title="Unlocked" value={stats.unlocked} icon={LockOpen} />
      <StatCard title="Credits spent" value={stats.creditsSpent} icon={Coins} />
    </section>
  );
}
