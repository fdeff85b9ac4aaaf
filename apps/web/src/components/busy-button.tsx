import type { ButtonHTMLAttributes } from 'react';

interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Its call is on its way: the button refuses another click and says so. */
  busy: boolean;
  /** Shown instead of the children while busy ("Saving…"). */
  busyLabel: string;
}

/**
 * A one-click action's button (a form's is SubmitButton): disabled and `aria-busy` while the call
 * it started runs, its words saying so.
 */
export function BusyButton({ busy, busyLabel, disabled, children, ...button }: BusyButtonProps) {
  return (
    <button type="button" {...button} disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
