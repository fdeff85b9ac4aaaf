import type { FormEvent } from 'react';

/** The part of a TanStack mutation a submit calls. */
interface Save<Variables, Saved> {
  mutate(variables: Variables, options?: { onSuccess?: (saved: Saved) => void }): void;
}

interface AddOrEdit<Body, Saved extends { name: string }> {
  /** The id of the item edited; none: the form adds one. */
  id: string | undefined;
  /** The form's body once it validates, else null (the errors are shown). */
  body: () => Body | null;
  create: Save<Body, Saved>;
  update: Save<{ id: string; changes: Body }, Saved>;
  /** The form's save status (`useSaveStatus`). */
  saved: (text?: string | null) => void;
  /** Empties the form for the next one. */
  reset: () => void;
  onDone?: () => void;
  /** A new item was added (its name). */
  onAdded?: (name: string) => void;
}

/**
 * The submit of a staff form that adds a named item or edits one (tables, delivery areas):
 * an edit saved closes the form; an item added empties it and says so, for adding the next.
 */
export function addOrEditSubmit<Body, Saved extends { name: string }>(
  opts: AddOrEdit<Body, Saved>,
) {
  return (e: FormEvent) => {
    e.preventDefault();
    const body = opts.body();
    if (!body) return;
    const { id } = opts;
    if (id !== undefined) {
      opts.update.mutate(
        { id, changes: body },
        {
          onSuccess: () => {
            opts.saved();
            opts.onDone?.();
          },
        },
      );
      return;
    }
    opts.create.mutate(body, {
      onSuccess: (created) => {
        opts.reset();
        opts.saved(`Added ${created.name}.`);
        opts.onAdded?.(created.name);
      },
    });
  };
}
