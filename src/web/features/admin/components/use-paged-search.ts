import { useState } from 'react';
import { useSearchDraft } from '../../../lib/use-search-draft';

/** A searched, paged list's state: the box's draft, the committed search, the page. */
export function usePagedSearch() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useSearchDraft(q, (next) => {
    setQ(next);
    setPage(1);
  });
  return { q, page, setPage, draft, setDraft };
}
