import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their Trigger when they close; a dialog opened
 * from a plain button (controlled `open`) would leave focus on the page body. Spread
 * these handlers on DialogContent or AlertDialogContent: focus returns to whatever
 * had it when the dialog opened, or to the main region when that element is gone
 * (e.g. the Unlock button after unlocking).
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before Radix moves focus into the dialog.
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current;
      returnTo.current = null;
      event.preventDefault();
      if (target?.isConnected) target.focus();
      else document.getElementById('main-content')?.focus();
    },
  };
}
