import { useEffect, useRef } from 'react';

/**
 * For a button that opens a form in place: when `open` turns false (saved or cancelled), the
 * focused control goes away with the form, so the focus goes back to the button rather than to
 * the top of the page (issue 19, item 17). Put the returned ref on the button.
 */
export function useFocusBack(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
