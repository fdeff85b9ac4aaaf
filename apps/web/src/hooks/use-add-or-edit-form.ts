import type { maxLengthsOf } from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSaveStatus } from '@/hooks/use-save-status';
import type { Parsed } from '@/lib/form-errors';
import screen from '@/components/staff-screen.module.css';

/** The parts of a TanStack mutation the form reads and calls. */
interface Save<Variables, Saved> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate(variables: Variables, options?: { onSuccess?: (saved: Saved) => void }): void;
}

interface AddOrEdit<F extends string, Body, Saved extends { name: string }> {
  /** The item edited; none: the form adds one. */
  item: { _id: string; name: string } | undefined;
  /** What the item is, in its field ids: `${noun}-${id}` or `new-${noun}`. */
  noun: string;
  /** The StaffForm's name and button when adding: "New table", "Add table". */
  newLabel: string;
  addLabel: string;
  create: Save<Body, Saved>;
  update: Save<{ id: string; changes: Body }, Saved>;
  /** The field values to start from: the item's, or a new one's. */
  initial: Record<F, string>;
  /** The form's check: the API's schema on the values, and any rule of the form's own. */
  check: (values: Record<F, string>) => Parsed<Body>;
  /** The contract schema, for the fields' `maxlength`. */
  schema?: Parameters<typeof maxLengthsOf>[0];
  onDone?: () => void;
  /** A new item was added (its name). */
  onAdded?: (name: string) => void;
}

/**
 * A staff form that adds a named item or edits one (tables, delivery areas): its fields, its
 * save status and the StaffForm's props. An edit saved closes the form; an item added empties
 * it and says so, for adding the next.
 */
export function useAddOrEditForm<F extends string, Body, Saved extends { name: string }>(
  opts: AddOrEdit<F, Body, Saved>,
) {
  const { item, noun, create, update, check, onDone, onAdded } = opts;
  const status = useSaveStatus(item ? update : create, `We could not save the ${noun}.`);
  const form = useFormFields<F>(item ? `${noun}-${item._id}` : `new-${noun}`, opts.initial, {
    recheck: check,
    onEdit: status.edited,
    schema: opts.schema,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (!body) return;
    if (item) {
      update.mutate(
        { id: item._id, changes: body },
        {
          onSuccess: () => {
            status.saved();
            onDone?.();
          },
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        status.saved(`Added ${created.name}.`);
        onAdded?.(created.name);
      },
    });
  };

  return {
    form,
    /** Spread on the StaffForm. */
    formProps: {
      label: item ? `Edit ${item.name}` : opts.newLabel,
      status,
      onSubmit: submit,
      submitLabel: item ? 'Save changes' : opts.addLabel,
      onCancel: item ? onDone : undefined,
      className: screen.form,
      actionsClassName: screen.actions,
    },
  };
}
