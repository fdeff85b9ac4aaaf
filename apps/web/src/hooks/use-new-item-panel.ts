import { useRef, useState } from 'react';

/**
 * A staff list's "New …" panel (tables, delivery areas): the button opens and closes it; an
 * item added closes it, says so in the page's status line and puts the focus back on the
 * button it was opened from (issue 34, item 20).
 */
export function useNewItemPanel() {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    /** What the status line says: the item last added, until the panel is toggled again. */
    added,
    /** Spread on the "New …" button. */
    toggle: {
      ref: button,
      'aria-expanded': open,
      onClick: () => {
        setAdded(null);
        setOpen((o) => !o);
      },
    },
    /** The form's `onAdded`. */
    onAdded: (name: string) => {
      setOpen(false);
      setAdded(`Added ${name}.`);
      button.current?.focus();
    },
  };
}
