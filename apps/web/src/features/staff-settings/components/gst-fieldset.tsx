import { TextField } from '@/components/form/text-field';
import type { useFormFields } from '@/hooks/use-form-fields';
import type { TextFieldName } from './settings-values';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-settings.module.css';

type Field = ReturnType<typeof useFormFields<TextFieldName>>['field'];

/**
 * What a GST tax invoice names (decision 0082). Without a GSTIN no invoice is issued; the rate
 * and whether prices include it are the tax fields above.
 */
export function GstFieldset({ field }: { field: Field }) {
  return (
    <fieldset className={styles.group}>
      <legend>GST invoices</legend>
      <p className="muted">
        Every order paid online, or delivered or collected for cash, gets a tax invoice with these
        details once a GSTIN is given. An invoice never changes after it is issued.
      </p>
      <div className={screen.grid}>
        <TextField {...field('gstLegalName')} label="Legal name" hint="As registered for GST." />
        <TextField
          {...field('gstin')}
          label="GSTIN"
          hint="15 characters, for example 29ABCDE1234F1ZW."
          autoCapitalize="characters"
          maxLength={15}
        />
        <TextField
          {...field('fssaiLicence')}
          label="FSSAI licence number"
          hint="14 digits. Printed on invoices and kitchen tickets."
          inputMode="numeric"
          maxLength={14}
        />
        <TextField {...field('gstRegisteredAddress')} label="Registered address" />
        <TextField
          {...field('gstStateCode')}
          label="State code (place of supply)"
          hint="Two digits, like 29 for Karnataka. Blank: the GSTIN’s state."
          inputMode="numeric"
          maxLength={2}
        />
        <TextField
          {...field('invoicePrefix')}
          label="Invoice number prefix"
          hint="1 to 3 letters or digits: NTN gives NTN/26-27/000001."
          autoCapitalize="characters"
          maxLength={3}
        />
      </div>
    </fieldset>
  );
}
