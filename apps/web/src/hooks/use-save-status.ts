import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/** The parts of a TanStack mutation the status reads. */
interface SaveMutation {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * Where a staff form stands (decision 0041): saving, saved (and what to say about it), the
 * save's error, and whether it holds edits not saved yet, for the leave-page warning.
 * `unsaved` is also a function reading the latest answer, so a navigation made in the same
 * handler as `saved()` (before React re-renders) is not held back.
 */
export function useSaveStatus(mutation: SaveMutation, errorFallback: string) {
  const [savedText, setSavedText] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  const markDirty = (value: boolean) => {
    dirtyNow.current = value;
    setDirty(value);
  };
  const unsaved = useCallback(() => dirtyNow.current, []);
  return {
    saving: mutation.isPending,
    /** What the last save's success message said, until the next edit. */
    savedText,
    error: mutation.isError ? errorMessage(mutation.error, errorFallback) : null,
    dirty,
    /** Read at the moment of asking (a navigation), not at the last render. */
    unsaved,
    /** An edit: the last save's outcome no longer describes the form. */
    edited() {
      mutation.reset();
      setSavedText(null);
      markDirty(true);
    },
    /** The edits are saved; `text` says so to the user (none: the form closes or leaves). */
    saved(text: string | null = null) {
      setSavedText(text);
      markDirty(false);
    },
    /** The edits were dropped for what the server has (a reload): nothing to save or say. */
    discarded() {
      mutation.reset();
      setSavedText(null);
      markDirty(false);
    },
  };
}

export type SaveStatus = ReturnType<typeof useSaveStatus>;
