import { updateProfileRequestSchema } from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import { dismissNameAsk } from '../name-ask';
import styles from './auth-form.module.css';
import { useFormFields } from '@/hooks/use-form-fields';
import { ErrorAlert, SubmitButton } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';

/**
 * Asked once after a phone sign-up, whose account has only a made-up name ("Guest 8110"). Saving
 * updates the signed-in user (needsName goes), and the page goes on to where sign-in was going;
 * "Not now" goes on without asking again in this browser session.
 */
export function NamePrompt({ onDismiss }: { onDismiss: () => void }) {
  const save = useUpdateProfile();
  const form = useFormFields(
    'name-prompt',
    { name: '' },
    { onEdit: () => save.reset(), schema: updateProfileRequestSchema },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { name } = form.values;
    const body = form.validate(updateProfileRequestSchema.safeParse({ name }), {
      name: name.trim() ? null : 'Enter your name',
    });
    if (body) save.mutate(body);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your name">
      <p className={styles.note}>
        The kitchen and the delivery rider use it when they call you about an order.
      </p>
      <ErrorAlert error={save.error} fallback="Your name could not be saved. Please try again." />
      <TextField {...form.field('name')} label="Name" autoComplete="name" />
      <div className={styles.row}>
        <SubmitButton busy={save.isPending} busyLabel="Saving…">
          Save
        </SubmitButton>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={save.isPending}
          onClick={() => {
            dismissNameAsk();
            onDismiss();
          }}
        >
          Not now
        </button>
      </div>
    </form>
  );
}
