import {
  MAX_POLICY_CHARS,
  paymentSettingsRefusal,
  restaurantDay,
  restaurantFormat,
  staffSettingsUpdateSchema,
  type OpeningWindow,
  type PaymentMethod,
  type RestaurantSettings,
  type SpecialHours,
} from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/form-parts';
import { SaveStatusAlerts } from '@/components/form/save-status-alerts';
import { UnsavedEditsGuard } from '@/components/form/unsaved-edits-guard';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSaveStatus } from '@/hooks/use-save-status';
import type { SettingsSave } from '../api/update-settings';
import { OpeningHoursEditor } from './opening-hours-editor';
import { CashOnDeliveryFields } from './cash-on-delivery-fields';
import { PaymentMethodsFieldset } from './payment-methods-fieldset';
import {
  bodyOf,
  flagsOf,
  NESTED_FIELDS,
  SAVED_TEXT,
  textOf,
  type Flags,
  type Policies,
  type TextFieldName,
} from './settings-values';
import { GstFieldset } from './gst-fieldset';
import { KitchenTimesFieldset } from './kitchen-times-fieldset';
import { SpecialHoursEditor } from './special-hours-editor';
import { TimeZoneField } from './time-zone-field';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-settings.module.css';

/** The first message per index of a list field (`openingHours`' days, `specialHours`' entries). */
function messagesByIndex(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  field: string,
) {
  const found: Partial<Record<number, string>> = {};
  for (const { path, message } of issues) {
    const [name, index] = path;
    if (name === field && typeof index === 'number' && !found[index]) found[index] = message;
  }
  return found;
}

/**
 * Every setting but the pause switch (it has its own card), saved together. The form stays
 * mounted through its own saves, so the focus stays where it was and "Saved" is announced by
 * the save bar's live region (decision 0048).
 */
export function SettingsForm({
  settings,
  policies,
  onlinePaymentConfigured,
  upiId,
  save,
}: {
  settings: RestaurantSettings;
  policies: Policies;
  upiId: string;
  /** Whether the server has the online provider's keys. */
  onlinePaymentConfigured: boolean;
  /** The save, held above the form (a save elsewhere re-mounts the form; its own does not). */
  save: SettingsSave;
}) {
  // The amounts are in the saved currency: a new one applies once saved.
  const { currencySymbol } = restaurantFormat(settings);
  const [flags, setFlags] = useState<Flags>(flagsOf(settings));
  const [hours, setHours] = useState<OpeningWindow[][]>(settings.openingHours);
  const [special, setSpecial] = useState<SpecialHours[]>(settings.specialHours);
  const [hourErrors, setHourErrors] = useState<Partial<Record<number, string>>>({});
  const [specialErrors, setSpecialErrors] = useState<Partial<Record<number, string>>>({});
  const [flagError, setFlagError] = useState<string | null>(null);
  const [methods, setMethods] = useState<PaymentMethod[]>(settings.paymentMethodsEnabled);
  const [methodError, setMethodError] = useState<string | null>(null);
  const status = useSaveStatus(save, 'We could not save the settings.');
  const edited = status.edited;
  const form = useFormFields<TextFieldName>('settings', textOf(settings, policies, upiId), {
    onEdit: edited,
    schema: staffSettingsUpdateSchema,
  });
  const today = restaurantDay(new Date(), settings.timeZone);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (status.saving) return;
    const parsed = staffSettingsUpdateSchema.safeParse(
      bodyOf(form.values, flags, hours, special, methods),
    );
    const issues = parsed.success ? [] : parsed.error.issues;
    const perDay = messagesByIndex(issues, 'openingHours');
    const perSpecial = messagesByIndex(issues, 'specialHours');
    const nested: Partial<Record<TextFieldName, string>> = {};
    for (const { path, message } of issues) {
      const field = NESTED_FIELDS[String(path[0])]?.[String(path[1])];
      if (field && !nested[field]) nested[field] = message;
    }
    setHourErrors(perDay);
    setSpecialErrors(perSpecial);
    const noWay = !flags.deliveryEnabled && !flags.pickupEnabled;
    setFlagError(noWay ? 'Keep delivery or pickup on. To stop orders, pause them above.' : null);
    // The server's own rule, so the admin hears it before saving.
    const noPay = paymentSettingsRefusal(
      { ...flags, paymentMethodsEnabled: methods },
      settings.paymentMethodsEnabled,
      onlinePaymentConfigured,
    );
    setMethodError(noWay ? null : noPay);
    const body = form.validate(parsed, nested);
    const listErrors = Object.keys(perDay).length + Object.keys(perSpecial).length;
    if (!body || noWay || noPay || listErrors > 0) return;
    save.mutate(body, {
      onSuccess: (result) => {
        // What the server kept (trimmed, sorted) is what the form shows now.
        form.setValues(textOf(result.settings, result.policies, result.upiId));
        setFlags(flagsOf(result.settings));
        setMethods(result.settings.paymentMethodsEnabled);
        setHours(result.settings.openingHours);
        setSpecial(result.settings.specialHours);
        status.saved(SAVED_TEXT);
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
        {/* Accepted at once by the server (cash orders, online ones once paid): no tap on the board. */}
        {flag('autoAcceptDelivery', 'Accept delivery orders automatically')}
        {flag('autoAcceptPickup', 'Accept pickup orders automatically')}
        {flagError && (
          <p className="field-error" role="alert">
            {flagError}
          </p>
        )}
        <div className={screen.grid}>
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
      <PaymentMethodsFieldset
        enabled={methods}
        onlineConfigured={onlinePaymentConfigured}
        error={methodError}
        cash={<CashOnDeliveryFields field={form.field} currencySymbol={currencySymbol} />}
        onChange={(next) => {
          edited();
          setMethods(next);
          setMethodError(null);
        }}
      />
      <OpeningHoursEditor
        hours={hours}
        errors={hourErrors}
        onChange={(next) => {
          edited();
          setHours(next);
          setHourErrors({});
        }}
      />
      <SpecialHoursEditor
        entries={special}
        errors={specialErrors}
        today={today}
        onChange={(next) => {
          edited();
          setSpecial(next);
          setSpecialErrors({});
        }}
      />
      <KitchenTimesFieldset field={form.field} />
      <fieldset className={styles.group}>
        <legend>Restaurant</legend>
        <div className={screen.grid}>
          <TextField {...form.field('name')} label="Name" />
          <TextField {...form.field('phone')} label="Phone" type="tel" />
          <TextField {...form.field('pickupAddress')} label="Pickup address" />
          <TimeZoneField {...form.field('timeZone')} />
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
      <GstFieldset field={form.field} />
      <fieldset className={styles.group}>
        <legend>Customer policies and grievance officer</legend>
        <p className="muted">
          Shown on the privacy policy and the cancellation and refund policy pages, as the Consumer
          Protection (E-Commerce) Rules 2020 ask. Plain text: leave a blank line between paragraphs.
        </p>
        <div className={screen.grid}>
          <TextField {...form.field('grievanceName')} label="Grievance officer" maxLength={80} />
          <TextField
            {...form.field('grievanceEmail')}
            label="Grievance officer's email"
            type="email"
            maxLength={254}
          />
          <TextField
            {...form.field('grievancePhone')}
            label="Grievance officer's phone"
            type="tel"
            maxLength={40}
          />
        </div>
        <TextAreaField
          {...form.field('privacyPolicy')}
          label="Privacy policy"
          rows={10}
          maxLength={MAX_POLICY_CHARS}
        />
        <TextAreaField
          {...form.field('refundPolicy')}
          label="Cancellation and refund policy"
          rows={10}
          maxLength={MAX_POLICY_CHARS}
        />
      </fieldset>
      <div className={styles.saveBar}>
        <SaveStatusAlerts status={status} />
        <SubmitButton busy={status.saving} busyLabel="Saving settings…">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}
