import type { SaveStatus } from '@/hooks/use-save-status';
import { FormAlert } from './form-parts';

/** A staff form's save error or success, where the form shows them. */
export function SaveStatusAlerts({ status }: { status: SaveStatus }) {
  return (
    <>
      {status.error && <FormAlert>{status.error}</FormAlert>}
      {status.savedText && <FormAlert success>{status.savedText}</FormAlert>}
    </>
  );
}
