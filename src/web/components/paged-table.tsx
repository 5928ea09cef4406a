import type { ComponentProps, ReactNode } from 'react';
import { DataTable, Pagination, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';
import { RefreshFailed } from './load-failed';
import { QueryState, type QueryLike } from './query-state';
import { Card } from './ui/card';

/** What a page of a paged list says of where it is. */
interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

interface PagedQueryStateProps<Page extends PageInfo, Row> {
  query: QueryLike<Page>;
  /** The page's records. */
  rowsOf: (page: Page) => readonly Row[];
  /** What could not be loaded, as a sentence: "We could not load the users." */
  error: string;
  /** The EmptyState shown when the page has no records. */
  empty: ComponentProps<typeof EmptyState>;
  onPageChange: (page: number) => void;
  /** The records, given the Previous and Next to show under them. */
  children: (rows: readonly Row[], pagination: ReactNode) => ReactNode;
}

/**
 * The states of a searched, paged list: while a new search or page loads the last
 * one stays, and when it fails a banner says so above the list still shown.
 */
export function PagedQueryState<Page extends PageInfo, Row>({
  query,
  rowsOf,
  error,
  empty,
  onPageChange,
  children,
}: PagedQueryStateProps<Page, Row>) {
  return (
    <>
      {query.isError && query.error && query.data && (
        <RefreshFailed error={query.error} onRetry={() => void query.refetch()} />
      )}
      <QueryState
        query={query}
        keepsDataOnError
        error={error}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty={<EmptyState {...empty} />}
      >
        {(data) =>
          children(
            rowsOf(data),
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={onPageChange}
            />,
          )
        }
      </QueryState>
    </>
  );
}

interface PagedTableProps<Page extends PageInfo, Row> extends Omit<
  PagedQueryStateProps<Page, Row>,
  'children'
> {
  columns: readonly DataTableColumn<Row>[];
  getRowKey: (row: Row) => string;
  /** Says what the table lists, for screen readers (not shown). */
  caption: string;
  /** Classes of the table, e.g. its `min-w-[880px]` before it scrolls sideways. */
  className?: string;
}

/** A searched, paged list as a table in a card, with Previous and Next under it. */
export function PagedTable<Page extends PageInfo, Row>({
  columns,
  getRowKey,
  caption,
  className,
  ...paged
}: PagedTableProps<Page, Row>) {
  const table = { columns, getRowKey, caption, className };
  return (
    <PagedQueryState {...paged}>
      {(rows, pagination) => (
        <Card className="p-4">
          <DataTable {...table} rows={rows} />
          {pagination}
        </Card>
      )}
    </PagedQueryState>
  );
}
