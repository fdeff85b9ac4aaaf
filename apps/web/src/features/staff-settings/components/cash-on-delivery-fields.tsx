import { UPI_ID_MAX } from '@ninetonine/contract';
import { TextField } from '@/components/form/text-field';
import type { useFormFields } from '@/hooks/use-form-fields';
import type { TextFieldName } from './settings-values';
import screen from '@/components/staff-screen.module.css';

type Field = ReturnType<typeof useFormFields<TextFieldName>>['field'];

/**
 * Cash on delivery's cap and the UPI id of the riders' QR (decision 0090). Each delivery area
 * turns cash on or off on its own (Delivery areas screen).
 */
export function CashOnDeliveryFields({
  field,
  currencySymbol,
}: {
  field: Field;
  currencySymbol: string;
}) {
  return (
    <div className={screen.grid}>
      <TextField
        {...field('cashOnDeliveryMax')}
        label={`Cash on delivery up to (${currencySymbol}, optional)`}
        hint="Above this total customers pay online. Blank: no limit."
        inputMode="decimal"
      />
      <TextField
        {...field('upiId')}
        label="UPI id for riders’ QR codes (optional)"
        hint="Like ninetonine@okaxis. A cash delivery’s ticket and rider page then show a QR for the exact amount, paid to your GST legal name (else the restaurant’s name)."
        autoCapitalize="none"
        spellCheck={false}
        maxLength={UPI_ID_MAX}
      />
    </div>
  );
}
