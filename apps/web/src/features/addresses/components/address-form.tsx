import { addressInputSchema, type Address } from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { errorMessage } from '@/lib/api-client';
import { useCreateAddress } from '../api/create-address';
import styles from './addresses.module.css';

const EMPTY = {
  label: 'Home',
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  notes: '',
};
type AddressFields = keyof typeof EMPTY;
/** The API's own schema: the same rules, the same words, before anything is sent. */
const check = (values: Record<AddressFields, string>) => addressInputSchema.safeParse(values);

interface AddressFormProps {
  onSaved?: (address: Address) => void;
  onCancel?: () => void;
}

/** A new delivery address: every field labelled, each error next to its field. */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const create = useCreateAddress();
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useFormFields<AddressFields>('address', EMPTY, {
    recheck: check,
    onEdit: () => create.reset(),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (!body) return;
    create.mutate(
      { ...body, isDefault: makeDefault },
      {
        onSuccess: (address) => {
          form.reset();
          onSaved?.(address);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="New address">
      {create.isError && (
        <FormAlert>{errorMessage(create.error, 'We could not save this address.')}</FormAlert>
      )}
      <div className={styles.row}>
        <TextField {...form.field('label')} label="Address name (e.g. Home, Work)" maxLength={40} />
        <TextField {...form.field('name')} label="Name for the rider" autoComplete="name" />
      </div>
      <div className={styles.row}>
        <TextField
          {...form.field('phone')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          {...form.field('postalCode')}
          label="Postal code"
          autoComplete="postal-code"
          maxLength={10}
        />
      </div>
      <TextField
        {...form.field('line1')}
        label="House and street"
        autoComplete="address-line1"
        maxLength={120}
      />
      <TextField
        {...form.field('line2')}
        label="Area, building, floor (optional)"
        autoComplete="address-line2"
        maxLength={120}
      />
      <TextField
        {...form.field('city')}
        label="City"
        autoComplete="address-level2"
        maxLength={60}
      />
      <TextField
        {...form.field('notes')}
        label="Notes for the rider (optional)"
        hint="Gate code, landmark, which bell to ring."
        maxLength={300}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(e) => setMakeDefault(e.target.checked)}
        />
        Make this my default address
      </label>
      <div className={styles.actions}>
        <SubmitButton busy={create.isPending} busyLabel="Saving address…">
          Save address
        </SubmitButton>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
