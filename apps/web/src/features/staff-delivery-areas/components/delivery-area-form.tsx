import {
  deliveryAreaInputSchema,
  type DeliveryArea,
  type DeliveryAreasResponse,
  type NewDeliveryArea,
} from '@ninetonine/contract';
import { useMemo } from 'react';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { StaffForm } from '@/components/form/staff-form';
import { useAddOrEditForm } from '@/hooks/use-add-or-edit-form';
import type { Parsed } from '@/lib/form-errors';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useCreateDeliveryArea } from '../api/create-delivery-area';
import { useUpdateDeliveryArea } from '../api/update-delivery-area';
import {
  EMPTY_AREA,
  bodyOfValues,
  centreField,
  postcodesProblem,
  valuesOfArea,
  type AreaFormField,
  type AreaFormValues,
} from '../area-form-values';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-delivery-areas.module.css';

/** The API's schema, and each PIN code checked for the restaurant's country as the API does. */
const checkFor =
  (country: string) =>
  (values: Record<AreaFormField, string>): Parsed<NewDeliveryArea> => {
    const parsed = deliveryAreaInputSchema.safeParse(bodyOfValues(values as AreaFormValues));
    const problem = postcodesProblem(values.postcodes, country);
    // The centre's four numbers are nested in the body, but are four fields of the form.
    const issues = (parsed.success ? [] : parsed.error.issues).map((i) => {
      const field = centreField(i.path);
      return field ? { path: [field], message: i.message } : i;
    });
    if (!problem) return issues.length ? { success: false, error: { issues } } : parsed;
    return {
      success: false,
      error: { issues: [{ path: ['postcodes'], message: problem }, ...issues] },
    };
  };

interface DeliveryAreaFormProps {
  /** The area to edit; without it the form adds one. */
  area?: DeliveryArea;
  terms: DeliveryAreasResponse;
  onDone?: () => void;
  /** A new area was added (its name). */
  onAdded?: (name: string) => void;
}

/** Cash on delivery in this area (decision 0090): off, customers here pay online. */
function CashOnDeliveryCheck({
  field,
}: {
  field: { id: string; value: string; onValueChange: (v: string) => void };
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <label className={styles.check}>
        <input
          type="checkbox"
          id={field.id}
          checked={field.value !== 'off'}
          aria-describedby={hintId}
          onChange={(e) => field.onValueChange(e.target.checked ? 'on' : 'off')}
        />
        Cash on delivery in this area
      </label>
      <p className="muted" id={hintId}>
        Off: customers here pay online (when it is on in Settings) or order for pickup.
      </p>
    </div>
  );
}

/** Adds or edits an area: the server's rules, each error next to its field. */
export function DeliveryAreaForm({ area, terms, onDone, onAdded }: DeliveryAreaFormProps) {
  const format = useRestaurantFormat();
  const check = useMemo(() => checkFor(terms.country), [terms.country]);
  const { form, formProps } = useAddOrEditForm({
    item: area,
    noun: 'area',
    newLabel: 'New delivery area',
    addLabel: 'Add area',
    create: useCreateDeliveryArea(),
    update: useUpdateDeliveryArea(),
    initial: area ? valuesOfArea(area) : EMPTY_AREA,
    check,
    onDone,
    onAdded,
  });

  return (
    <StaffForm {...formProps}>
      <TextField {...form.field('name')} label="Area name" maxLength={60} autoComplete="off" />
      <TextAreaField
        {...form.field('postcodes')}
        label="PIN codes"
        hint="Separate with commas or lines. A whole PIN code (560066), or the start of several followed by * (560* is every PIN code starting 560)."
        rows={3}
        maxLength={2000}
      />
      <div className={screen.gridThree}>
        <TextField
          {...form.field('deliveryFee')}
          label={`Delivery fee (${format.currencySymbol}, optional)`}
          hint={`Blank: the standard ${format.price(terms.standardDeliveryFee)}.`}
          inputMode="decimal"
          maxLength={9}
        />
        <TextField
          {...form.field('minimumOrder')}
          label={`Minimum order (${format.currencySymbol}, optional)`}
          hint={`Blank: the standard ${format.price(terms.standardMinimumOrder)}.`}
          inputMode="decimal"
          maxLength={9}
        />
        <TextField
          {...form.field('extraMinutes')}
          label="Extra delivery minutes"
          hint="Added to the delivery estimate for this area."
          inputMode="numeric"
          maxLength={3}
        />
      </div>
      <CashOnDeliveryCheck field={form.field('cashOnDelivery')} />
      <fieldset className={screen.gridThree}>
        <legend>Find customers by location (optional)</legend>
        <p className="muted">
          A customer who shares their location within the radius of this point is taken to be at the
          PIN code below. Leave all four blank to have customers type their PIN code.
        </p>
        <TextField
          {...form.field('centreLat')}
          label="Latitude"
          inputMode="decimal"
          maxLength={12}
        />
        <TextField
          {...form.field('centreLng')}
          label="Longitude"
          inputMode="decimal"
          maxLength={12}
        />
        <TextField
          {...form.field('centreRadiusKm')}
          label="Radius (km)"
          inputMode="decimal"
          maxLength={6}
        />
        <TextField
          {...form.field('centrePostcode')}
          label="PIN code there"
          hint="One of this area's PIN codes."
          inputMode="numeric"
          maxLength={10}
        />
      </fieldset>
    </StaffForm>
  );
}
