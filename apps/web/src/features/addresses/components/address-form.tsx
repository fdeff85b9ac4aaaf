import {
  addressInputSchema,
  ErrorCode,
  countryRules,
  normalizePhone,
  normalizePostcode,
  postcodeProblem,
  type Address,
} from '@ninetonine/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { FormActions, ErrorAlert } from '@/components/form/form-parts';
import { useAppSelector } from '@/app/hooks';
import { PhoneField, TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { errorMessage, isErrorCode } from '@/lib/api-client';
import { useRestaurantCountry } from '@/lib/restaurant-country';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
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
/**
 * The API's own schema and the restaurant's country rules (decision 0047): the same rules, the
 * same words, before anything is sent.
 */
const checkFor = (country: string) => {
  const schema = addressInputSchema.superRefine((a, ctx) => {
    if (normalizePhone(a.phone, country) === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: countryRules(country).phoneHint });
    }
    if (normalizePostcode(a.postalCode, country) === null) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: postcodeProblem(country) });
    }
  });
  return (values: Record<AddressFields, string>) => schema.safeParse(values);
};

const valuesOf = (address: Address): Record<AddressFields, string> => ({
  label: address.label,
  name: address.name,
  phone: address.phone,
  line1: address.line1,
  line2: address.line2,
  city: address.city,
  postalCode: address.postalCode,
  notes: address.notes,
});

interface AddressFormProps {
  /** The address to edit; without it the form adds a new one. */
  address?: Address;
  onSaved?: (address: Address) => void;
  onCancel?: () => void;
  /** Offered at the PIN when it is outside every delivery area (checkout), if pickup can be. */
  onSwitchToPickup?: () => void;
}

/** A new or edited delivery address: every field labelled, each error next to its field. */
export function AddressForm({ address, onSaved, onCancel, onSwitchToPickup }: AddressFormProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const save = address ? update : create;
  const [makeDefault, setMakeDefault] = useState(false);
  const country = useRestaurantCountry();
  // A new address starts with the account's own name and phone: the rider usually meets the
  // customer (issue 34, item 15). A placeholder name from a phone sign-up is not offered.
  const account = useAppSelector((s) => s.auth.user);
  const [fresh] = useState(() => ({
    ...EMPTY,
    name: account && !account.needsName ? account.name : '',
    phone: account?.phone ?? '',
  }));
  const rules = countryRules(country);
  const check = useMemo(() => checkFor(country), [country]);
  // Field ids differ between the add and edit forms, which the account page shows together.
  const form = useFormFields<AddressFields>(
    address ? 'edit-address' : 'address',
    address ? valuesOf(address) : fresh,
    { recheck: check, onEdit: () => save.reset(), schema: addressInputSchema },
  );

  // A PIN no delivery area covers is the PIN's error, at the field, not a banner above the form.
  const [outsideMessage, setOutsideMessage] = useState<string | null>(null);
  const outsideArea = (error: Error) => {
    if (!isErrorCode(error, ErrorCode.OutsideDeliveryArea)) return;
    const message = errorMessage(error, 'We do not deliver there yet.');
    save.reset();
    setOutsideMessage(message);
    form.refuse('postalCode', message);
  };
  const postcodeField = form.field('postalCode');
  const offerPickup =
    onSwitchToPickup && postcodeField.error && postcodeField.error === outsideMessage;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (!body) return;
    if (address) {
      // isDefault is only ever sent as true: the server refuses to unset the default.
      const changes = makeDefault ? { ...body, isDefault: true } : body;
      update.mutate(
        { id: address._id, changes },
        { onSuccess: (saved) => onSaved?.(saved), onError: outsideArea },
      );
      return;
    }
    create.mutate(
      { ...body, isDefault: makeDefault },
      {
        onSuccess: (address) => {
          form.reset();
          onSaved?.(address);
        },
        onError: outsideArea,
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={address ? `Edit ${address.label}` : 'New address'}
    >
      <ErrorAlert error={save.error} fallback="We could not save this address." />
      <div className={styles.row}>
        <TextField {...form.field('label')} label="Address name (e.g. Home, Work)" />
        <TextField {...form.field('name')} label="Name for the rider" autoComplete="name" />
      </div>
      <div className={styles.row}>
        <PhoneField
          {...form.field('phone')}
          label="Phone"
          placeholder={rules.phoneExample}
          maxLength={20}
        />
        <TextField
          {...postcodeField}
          label={rules.postcodeName[0]!.toUpperCase() + rules.postcodeName.slice(1)}
          autoComplete="postal-code"
          maxLength={rules.postcodeMaxLength}
        />
      </div>
      {offerPickup && (
        <button type="button" className="btn btn-small btn-primary" onClick={onSwitchToPickup}>
          Switch to pickup
        </button>
      )}
      <TextField {...form.field('line1')} label="House and street" autoComplete="address-line1" />
      <TextField
        {...form.field('line2')}
        label="Area, building, floor (optional)"
        autoComplete="address-line2"
      />
      <TextField {...form.field('city')} label="City" autoComplete="address-level2" />
      <TextField
        {...form.field('notes')}
        label="Notes for the rider (optional)"
        hint="Gate code, landmark, which bell to ring."
      />
      {!address?.isDefault && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(e) => setMakeDefault(e.target.checked)}
          />
          Make this my default address
        </label>
      )}
      <FormActions
        className={styles.actions}
        busy={save.isPending}
        busyLabel="Saving address…"
        submitLabel={address ? 'Save changes' : 'Save address'}
        onCancel={onCancel}
      />
    </form>
  );
}
