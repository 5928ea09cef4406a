/** The first stop of the keyboard: jumps past the navigation to the page's main content. */
export function SkipToContentLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
