import { useEffect } from 'react';

const PRODUCT_NAME = 'Shortlist';

/** Names the browser tab after the page, so tabs and screen readers tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
