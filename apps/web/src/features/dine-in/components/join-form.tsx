import { tableJoinSchema, type GuestTableResponse } from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { ErrorAlert, SubmitButton } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useJoinTable } from '../api/guest-table';
import styles from './table-page.module.css';

type JoinField = 'name' | 'phone';

/** A guest's name (and, if they like, a phone) before ordering at the table: no account. */
export function JoinForm({ token, table }: { token: string; table: GuestTableResponse }) {
  const join = useJoinTable(token);
  const check = (values: Record<JoinField, string>) =>
    tableJoinSchema.safeParse({
      name: values.name,
      ...(values.phone.trim() ? { phone: values.phone } : {}),
    });
  const form = useFormFields<JoinField>(
    'join',
    { name: '', phone: '' },
    { recheck: check, schema: tableJoinSchema, onEdit: () => join.reset() },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (body) join.mutate(body);
  };
  return (
    <form className={styles.join} onSubmit={submit} noValidate aria-label="Join the table">
      <h2>Who’s ordering?</h2>
      <p className="muted">
        Give your name to order at {table.table.name}: friends scan the same code and their rounds
        go on the same tab.
      </p>
      <ErrorAlert error={join.error} fallback="We could not add you to the table." />
      <TextField {...form.field('name')} label="Your name" autoComplete="given-name" />
      <TextField
        {...form.field('phone')}
        label="Phone (optional)"
        hint="Only for the staff to reach you about your order."
        type="tel"
        autoComplete="tel"
      />
      <SubmitButton busy={join.isPending} busyLabel="Joining…" wide>
        Start ordering
      </SubmitButton>
    </form>
  );
}
