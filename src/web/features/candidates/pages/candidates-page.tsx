import {
  ChevronLeft,
  ChevronRight,
  Coins,
  Lock,
  LockOpen,
  Search,
  SearchX,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { useCandidates } from '../../applications';
import { CandidateCard } from '../components/candidate-card';
import { CreditBalanceBadge } from '../components/credit-balance-badge';
import { candidatesCountText, pageCount, pageText, parsePage } from '../components/pagination';
import { StatCard } from '../components/stat-card';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

export function CandidatesPage() {
  // The search and the page live in the URL, so back and refresh keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const page = parsePage(searchParams.get('page'));

  const [draft, setDraft] = useState(query);
  // The URL changed without typing (back, a link): show its search in the box.
  const [syncedQuery, setSyncedQuery] = useState(query);
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    if (draft.trim() !== query) setDraft(query);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setSearchParams(next ? { q: next } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, setSearchParams]);

  const candidates = useCandidates({ q: query, page });
  const data = candidates.data;
  const isSearching = query !== '';
  const totalPages = data ? pageCount(data.total, data.pageSize) : 1;

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
    setSearchParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Candidates"
        subtitle="Everyone who applied to your jobs, anonymized until you unlock them"
        actions={<CreditBalanceBadge />}
      />

      {candidates.isPending ? (
        <LoadingBlock label="Loading candidates..." />
      ) : candidates.isError && !data ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800"
        >
          <p>We could not load your candidates. {candidates.error.message}</p>
          <Button variant="outline" className="mt-4" onClick={() => void candidates.refetch()}>
            Try again
          </Button>
        </div>
      ) : data && data.stats.total === 0 ? (
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
      ) : data ? (
        <>
          <Stats stats={data.stats} />

          <div className="mb-3">
            <Label htmlFor="candidate-search" className="sr-only">
              Search candidates
            </Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id="candidate-search"
                type="search"
                placeholder="Search by name, email, location, experience or skills"
                className="pl-9"
                maxLength={200}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                aria-describedby="candidate-search-hint"
              />
            </div>
            <p id="candidate-search-hint" className="mt-1.5 text-xs text-slate-500">
              Names and emails are searched only for unlocked candidates.
            </p>
          </div>

          {candidates.isError && (
            <div
              role="alert"
              className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              <p>We could not update the list. {candidates.error.message}</p>
              <Button variant="outline" size="sm" onClick={() => void candidates.refetch()}>
                Try again
              </Button>
            </div>
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
            <nav
              aria-label="Pagination"
              className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4"
            >
              <Button variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <p className="text-sm text-slate-600">
                {pageText(Math.min(page, totalPages), data.total, data.pageSize)}
              </p>
              <Button
                variant="outline"
                disabled={page >= totalPages}
                onClick={() => goToPage(page + 1)}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      ) : null}
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
