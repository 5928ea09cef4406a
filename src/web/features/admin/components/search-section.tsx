import { useId, type ReactNode } from 'react';
import { TableSearch } from '../../../components/data-table';
import type { usePagedSearch } from './use-paged-search';

interface SearchSectionProps {
  title: string;
  /** The search box's name for screen readers, e.g. "Search users". */
  searchLabel: string;
  searchPlaceholder: string;
  search: ReturnType<typeof usePagedSearch>;
  /** Classes of the search box: its width. */
  searchClassName?: string;
  /** A button at the right of the title and search, e.g. "Create User". */
  action?: ReactNode;
  children: ReactNode;
}

/** A console tab's searched list: its heading, the search box under it, and the list. */
export function SearchSection({
  title,
  searchLabel,
  searchPlaceholder,
  search,
  searchClassName = 'w-full sm:w-96',
  action,
  children,
}: SearchSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <TableSearch
            id={`${id}-search`}
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={search.draft}
            onChange={search.setDraft}
            className={searchClassName}
          />
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The empty list's description while a search is on: what found nothing. */
export function nothingMatches(q: string, otherwise?: string): string | undefined {
  return q ? `Nothing matches "${q}".` : otherwise;
}
