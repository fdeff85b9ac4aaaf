import { useEffect } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useBlocker } from '@/lib/router';

/**
 * Asks before the page is left with edits not saved (decision 0042): a link, back or forward
 * opens "Leave without saving?"; closing the tab or reloading gets the browser's own question
 * (browsers show no page text there). `unsaved` is asked at the moment of leaving.
 */
export function UnsavedEditsGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Another page: a change of the address's query on the same page keeps the form mounted.
    return unsaved() && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Your changes on this page are not saved yet. If you leave, they are lost.</p>
    </ConfirmDialog>
  );
}
