import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { LoadingBlock } from './loading-screen';

/** What QueryState reads of a query: any TanStack Query result has it. */
export type QueryLike<Data> = Pick<
  UseQueryResult<Data, Error>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
>;

interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Shown while the first answer loads; a LoadingBlock by default. */
  loading?: ReactNode;
  /**
   * The failure: a sentence saying what could not be loaded ("We could not load your
   * jobs."), shown by LoadFailed with the error and a Try again button, or a render of
   * one's own given the error and a retry.
   */
  error?: string | ((error: Error, retry: () => void) => ReactNode);
  /** `panel` puts the failure in a red box, as a page region shows it. */
  errorVariant?: 'plain' | 'panel';
  /**
   * Keep showing the data a failed refetch leaves in the cache (the page says itself
   * that the list could not be updated); otherwise any failure replaces the data.
   */
  keepsDataOnError?: boolean;
  /** Whether the data counts as empty, so `empty` is shown instead of the children. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

const PANEL_CLASSES = 'rounded-xl border border-red-200 bg-red-50 p-6';

/**
 * The states of one query's region of a page, in one place: loading, failed with a
 * way to try again, empty, and the data. Pages differ only in their texts.
 */
export function QueryState<Data>({
  query,
  loading,
  error = 'We could not load this.',
  errorVariant = 'plain',
  keepsDataOnError = false,
  isEmpty,
  empty,
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) return loading ?? <LoadingBlock />;
  const failure = query.isError ? query.error : null;
  if (failure && (!keepsDataOnError || query.data === undefined)) {
    const retry = () => void query.refetch();
    if (typeof error === 'function') return error(failure, retry);
    return (
      <LoadFailed
        what={error}
        error={failure}
        onRetry={retry}
        className={errorVariant === 'panel' ? PANEL_CLASSES : undefined}
      />
    );
  }
  if (query.data === undefined) return null;
  if (empty !== undefined && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
