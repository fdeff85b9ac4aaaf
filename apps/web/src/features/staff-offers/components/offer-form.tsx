import {
  offerSegmentLabels,
  offerSegments,
  staffOfferInputSchema,
  type StaffOffer,
} from '@ninetonine/contract';
import type { FormEvent } from 'react';
import { StaffForm } from '@/components/form/staff-form';
import { SelectField, TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSaveStatus } from '@/hooks/use-save-status';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import {
  EMPTY_OFFER,
  bodyOfValues,
  valuesOfOffer,
  type OfferFormField,
  type OfferFormValues,
} from '../offer-form-values';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import screen from '@/components/staff-screen.module.css';

/** The form's values checked as the server will, their times on the restaurant's clock. */
const checkIn = (timeZone: string) => (values: Record<OfferFormField, string>) =>
  staffOfferInputSchema.safeParse(bodyOfValues(values as OfferFormValues, timeZone));

interface OfferFormProps {
  /** The offer to edit; without it the form creates one. */
  offer?: StaffOffer;
  /** The editor closes: `saved` says what was saved (none: cancelled). */
  onDone?: (saved?: string) => void;
  /** What else follows a saved offer (the page says). */
  onChanged: () => void;
}

/** Creates or edits an offer: the same rules as the server, each error next to its field. */
export function OfferForm({ offer, onDone, onChanged }: OfferFormProps) {
  const { currencySymbol, settings } = useRestaurantFormat();
  const check = checkIn(settings.timeZone);
  const create = useCreateOffer(onChanged);
  const update = useUpdateOffer(onChanged);
  const save = offer ? update : create;
  const idPrefix = offer ? `offer-${offer._id}` : 'new-offer';
  const status = useSaveStatus(save, 'We could not save the offer.');
  const form = useFormFields<OfferFormField>(
    idPrefix,
    offer ? valuesOfOffer(offer, settings.timeZone) : EMPTY_OFFER,
    {
      recheck: check,
      onEdit: status.edited,
      schema: staffOfferInputSchema,
    },
  );
  const percent = form.values.discountType === 'percent';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (!body) return;
    if (offer) {
      update.mutate(
        { id: offer._id, changes: body },
        {
          onSuccess: () => {
            status.saved();
            onDone?.('Saved.');
          },
        },
      );
      return;
    }
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        status.saved(`Created ${created.code}.`);
        onDone?.();
      },
    });
  };

  return (
    <StaffForm
      label={offer ? `Edit ${offer.code}` : 'New offer'}
      status={status}
      onSubmit={submit}
      submitLabel={offer ? 'Save changes' : 'Create offer'}
      onCancel={offer && onDone ? () => onDone() : undefined}
      className={screen.form}
      actionsClassName={screen.actions}
    >
      <div className={screen.grid}>
        <TextField
          {...form.field('code')}
          label="Code"
          hint="3 to 20 letters or digits; customers type it at checkout."
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
        />
        <TextField {...form.field('title')} label="Title" />
      </div>
      <TextField {...form.field('description')} label="Description (optional)" />
      <div className={screen.grid}>
        <SelectField {...form.field('discountType')} label="Discount">
          <option value="percent">Percent off</option>
          <option value="amount">Amount off ({currencySymbol})</option>
        </SelectField>
        <TextField
          {...form.field('discountValue')}
          label={percent ? 'Percent off' : `Amount off (${currencySymbol})`}
          inputMode="decimal"
        />
        {percent && (
          <TextField
            {...form.field('maxDiscount')}
            label={`Cap (${currencySymbol}, optional)`}
            hint="The most it takes off one order."
            inputMode="decimal"
          />
        )}
        <TextField
          {...form.field('minimumSubtotal')}
          label={`Minimum order (${currencySymbol})`}
          inputMode="decimal"
        />
        <SelectField {...form.field('appliesTo')} label="For">
          <option value="any">Delivery and pickup</option>
          <option value="delivery">Delivery only</option>
          <option value="pickup">Pickup only</option>
        </SelectField>
      </div>
      <div className={screen.grid}>
        <TextField {...form.field('startsAt')} label="Starts (optional)" type="datetime-local" />
        <TextField {...form.field('endsAt')} label="Ends (optional)" type="datetime-local" />
        <TextField
          {...form.field('usageLimitTotal')}
          label="Uses in total (optional)"
          hint="Blank: no limit."
          inputMode="numeric"
        />
        <TextField
          {...form.field('usageLimitPerCustomer')}
          label="Uses per customer (optional)"
          hint="Blank: no limit."
          inputMode="numeric"
        />
      </div>
      <div className={screen.grid}>
        <SelectField
          {...form.field('segment')}
          label="Customers"
          hint="Checked by the server at checkout."
        >
          <option value="">Anyone</option>
          {offerSegments.map((s) => (
            <option key={s} value={s}>
              {offerSegmentLabels[s]}
            </option>
          ))}
        </SelectField>
        {form.values.segment === 'top_customers' && (
          <TextField
            {...form.field('segmentMinSpend')}
            label={`Spent at least (${currencySymbol})`}
            hint="Customers whose spend so far reaches this."
            inputMode="decimal"
          />
        )}
      </div>
    </StaffForm>
  );
}
