import { useRef } from 'react';

/**
 * Focus goes back to whatever opened a dialog. Radix returns it to its own Trigger only; our
 * dialogs are opened by state (any button, a card, a menu item), so the opener is remembered.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call first in onOpenAutoFocus, before focus moves into the dialog. */
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
      opener.current = null;
    },
  };
}
