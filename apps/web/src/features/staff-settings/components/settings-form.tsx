import {
  restaurantFormat,
  staffSettingsUpdateSchema,
  type OpeningWindow,
  type RestaurantSettings,
} from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { SaveStatusAlerts } from '@/components/form/save-status-alerts';
import { UnsavedEditsGuard } from '@/components/form/unsaved-edits-guard';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSaveStatus } from '@/hooks/use-save-status';
import type { SettingsSave } from '../api/update-settings';
import { OpeningHoursEditor } from './opening-hours-editor';
import styles from './staff-settings.module.css';

type TextFieldName =
  | 'name'
  | 'phone'
  | 'pickupAddress'
  | 'timeZone'
  | 'locale'
  | 'currency'
  | 'deliveryFee'
  | 'freeDeliveryFrom'
  | 'minimumDeliveryOrder'
  | 'taxRatePercent'
  | 'preparationMinutes'
  | 'deliveryMinutes'
  | 'slotMinutes'
  | 'lastOrderMinutes';
type Flags = Pick<RestaurantSettings, 'deliveryEnabled' | 'pickupEnabled' | 'pricesIncludeTax'>;

const textOf = (s: RestaurantSettings): Record<TextFieldName, string> => ({
  name: s.name,
  phone: s.phone,
  pickupAddress: s.pickupAddress,
  timeZone: s.timeZone,
  locale: s.locale,
  currency: s.currency,
  deliveryFee: String(s.deliveryFee),
  freeDeliveryFrom: s.freeDeliveryFrom === null ? '' : String(s.freeDeliveryFrom),
  minimumDeliveryOrder: String(s.minimumDeliveryOrder),
  taxRatePercent: String(s.taxRatePercent),
  preparationMinutes: String(s.preparationMinutes),
  deliveryMinutes: String(s.deliveryMinutes),
  slotMinutes: String(s.slotMinutes),
  lastOrderMinutes: String(s.lastOrderMinutes),
});

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The request body the inputs stand for; the contract's schema checks it. */
function bodyOf(t: Record<TextFieldName, string>, flags: Flags, hours: OpeningWindow[][]) {
  return {
    ...flags,
    name: t.name,
    phone: t.phone,
    pickupAddress: t.pickupAddress,
    timeZone: t.timeZone,
    locale: t.locale,
    currency: t.currency,
    openingHours: hours,
    deliveryFee: num(t.deliveryFee),
    freeDeliveryFrom: t.freeDeliveryFrom.trim() === '' ? null : Number(t.freeDeliveryFrom),
    minimumDeliveryOrder: num(t.minimumDeliveryOrder),
    taxRatePercent: num(t.taxRatePercent),
    preparationMinutes: num(t.preparationMinutes),
    deliveryMinutes: num(t.deliveryMinutes),
    slotMinutes: num(t.slotMinutes),
    lastOrderMinutes: num(t.lastOrderMinutes),
  };
}

const SAVED_TEXT = 'Settings saved. Checkout uses them from now on.';

/** Every setting but the pause switch (it has its own card), saved together. */
export function SettingsForm({
  settings,
  save,
  justSaved,
}: {
  settings: RestaurantSettings;
  /** The save, held above the form: its answer re-keys (re-mounts) the form. */
  save: SettingsSave;
  /** These settings are the answer to this page's last save (no edit since). */
  justSaved: boolean;
}) {
  // The amounts are in the saved currency: a new one applies once saved.
  const { currencySymbol } = restaurantFormat(settings);
  const [flags, setFlags] = useState<Flags>({
    deliveryEnabled: settings.deliveryEnabled,
    pickupEnabled: settings.pickupEnabled,
    pricesIncludeTax: settings.pricesIncludeTax,
  });
  const [hours, setHours] = useState<OpeningWindow[][]>(settings.openingHours);
  const [hourErrors, setHourErrors] = useState<Partial<Record<number, string>>>({});
  const [flagError, setFlagError] = useState<string | null>(null);
  const status = useSaveStatus(save, 'We could not save the settings.');
  const edited = status.edited;
  const form = useFormFields<TextFieldName>('settings', textOf(settings), {
    onEdit: edited,
    schema: staffSettingsUpdateSchema,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = staffSettingsUpdateSchema.safeParse(bodyOf(form.values, flags, hours));
    const perDay: Partial<Record<number, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, day] = issue.path;
        if (field === 'openingHours' && typeof day === 'number' && !perDay[day]) {
          perDay[day] = issue.message;
        }
      }
    }
    setHourErrors(perDay);
    const noWay = !flags.deliveryEnabled && !flags.pickupEnabled;
    setFlagError(noWay ? 'Keep delivery or pickup on. To stop orders, pause them above.' : null);
    const body = form.validate(parsed);
    if (!body || noWay || Object.keys(perDay).length > 0) return;
    save.mutate(body, {
      onSuccess: (result) => {
        setHours(result.settings.openingHours);
        status.saved();
      },
    });
  };

  const flag = (name: keyof Flags, label: string) => (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={flags[name]}
        onChange={(e) => {
          edited();
          setFlags((f) => ({ ...f, [name]: e.target.checked }));
        }}
      />
      {label}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Restaurant settings">
      <UnsavedEditsGuard unsaved={status.unsaved} />
      <fieldset className={styles.group}>
        <legend>Ordering</legend>
        {flag('deliveryEnabled', 'Delivery on')}
        {flag('pickupEnabled', 'Pickup on')}
        {flagError && (
          <p className="field-error" role="alert">
            {flagError}
          </p>
        )}
        <div className={styles.grid}>
          <TextField
            {...form.field('deliveryFee')}
            label={`Delivery fee (${currencySymbol})`}
            inputMode="decimal"
          />
          <TextField
            {...form.field('freeDeliveryFrom')}
            label={`Free delivery from (${currencySymbol}, optional)`}
            hint="Blank: delivery is never free."
            inputMode="decimal"
          />
          <TextField
            {...form.field('minimumDeliveryOrder')}
            label={`Minimum delivery order (${currencySymbol})`}
            inputMode="decimal"
          />
          <TextField {...form.field('taxRatePercent')} label="Tax (%)" inputMode="decimal" />
        </div>
        {flag('pricesIncludeTax', 'Menu prices include tax')}
      </fieldset>
      <OpeningHoursEditor
        hours={hours}
        errors={hourErrors}
        onChange={(next) => {
          edited();
          setHours(next);
          setHourErrors({});
        }}
      />
      <fieldset className={styles.group}>
        <legend>Kitchen times (minutes)</legend>
        <div className={styles.grid}>
          <TextField
            {...form.field('preparationMinutes')}
            label="Cooking time"
            inputMode="numeric"
          />
          <TextField
            {...form.field('deliveryMinutes')}
            label="Delivery travel time"
            inputMode="numeric"
          />
          <TextField {...form.field('slotMinutes')} label="Time slot length" inputMode="numeric" />
          <TextField
            {...form.field('lastOrderMinutes')}
            label="Last orders before closing"
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Restaurant</legend>
        <div className={styles.grid}>
          <TextField {...form.field('name')} label="Name" />
          <TextField {...form.field('phone')} label="Phone" type="tel" />
          <TextField {...form.field('pickupAddress')} label="Pickup address" />
          <TextField
            {...form.field('timeZone')}
            label="Time zone"
            hint="For example Asia/Kolkata."
          />
          <TextField
            {...form.field('locale')}
            label="Language and region"
            hint="How prices, dates and times are written, for example en-IN."
          />
          <TextField
            {...form.field('currency')}
            label="Currency"
            hint="Its code, for example INR."
          />
        </div>
      </fieldset>
      <div className={styles.saveBar}>
        {/* The form re-mounts with the saved settings, so "saved" is read from the save itself. */}
        <SaveStatusAlerts status={justSaved ? { ...status, savedText: SAVED_TEXT } : status} />
        <SubmitButton busy={status.saving} busyLabel="Saving settings…">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}
