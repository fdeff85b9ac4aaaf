import type { SaveStatus } from '@/hooks/use-save-status';
import { FormAlert } from './form-parts';

/**
 * A staff form's save error or success, where the form shows them. The success sits in a polite
 * live region that is always there (empty until a save), so "Saved" is announced: a region
 * added together with its text is often not read out.
 */
export function SaveStatusAlerts({ status }: { status: SaveStatus }) {
  return (
    <>
      {status.error && <FormAlert>{status.error}</FormAlert>}
      <div role="status" className={status.savedText ? 'alert alert-success' : undefined}>
        {status.savedText}
      </div>
    </>
  );
}
