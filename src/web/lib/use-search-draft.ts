import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * A search box over a search kept in the address: what is typed (the draft) is
 * committed once typing pauses, and a search that changes without typing (back, a
 * link) is shown in the box. Returns the draft and its setter.
 */
export function useSearchDraft(query: string, onCommit: (next: string) => void) {
  const [draft, setDraft] = useState(query);
  const [syncedQuery, setSyncedQuery] = useState(query);
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    if (draft.trim() !== query) setDraft(query);
  }

  // The latest handler, so a re-render while typing does not restart the pause.
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  useEffect(() => {
    const next = draft.trim();
    if (next === query) return;
    const timer = setTimeout(() => commitRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query]);

  return [draft, setDraft] as const;
}
