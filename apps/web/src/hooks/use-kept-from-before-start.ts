import { useLayoutEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLSelectElement;

interface BeforeStart {
  /** The control's value as the app rendered it. */
  rendered: string;
  /** Takes a value the visitor gave the control before the app started. */
  onValue: (value: string) => void;
  /** Told that the control already had the focus when the app started. */
  onFocus?: () => void;
}

/**
 * A server-rendered field can be typed in, or a select changed, before the app starts
 * (decision 0027). Hydration keeps what the DOM holds but says nothing of it: no change event,
 * and the app's state still says empty and unfocused, so suggestions never opened and the next
 * render put the old value back. Once, after hydration, this hands the DOM's value and focus
 * to the control's own handlers, as if the visitor had acted with the app there.
 */
export function useKeptFromBeforeStart(control: () => Control | null | undefined, at: BeforeStart) {
  // The first render's: the one hydration compared with the page.
  const first = useRef({ control, ...at });
  useLayoutEffect(() => {
    const { control: find, rendered, onValue, onFocus } = first.current;
    const element = find();
    if (!element) return;
    if (element.value !== rendered) onValue(element.value);
    if (onFocus && element.ownerDocument.activeElement === element) onFocus();
  }, []);
}
