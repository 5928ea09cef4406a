import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState, type QueryLike } from '../../../components/query-state';

/**
 * The candidates a matching call found, as a grid of cards: loading, failure, and
 * 'No candidates found' with what to try, as every tab of the dashboard says them.
 */
export function CandidateResults<Data extends { count: number }>({
  query,
  loadingLabel,
  error,
  emptyDescription,
  children,
}: {
  query: QueryLike<Data>;
  loadingLabel: string;
  error: string;
  emptyDescription: string;
  /** The cards, as list items. */
  children: (data: Data) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={<LoadingBlock label={loadingLabel} />}
      error={error}
      errorVariant="panel"
      isEmpty={(data) => data.count === 0}
      empty={
        <EmptyState icon={SearchX} title="No candidates found" description={emptyDescription} />
      }
    >
      {(data) => <ul className="grid gap-4 lg:grid-cols-2">{children(data)}</ul>}
    </QueryState>
  );
}
