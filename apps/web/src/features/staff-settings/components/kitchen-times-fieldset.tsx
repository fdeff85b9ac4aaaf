import { TextField } from '@/components/form/text-field';
import type { useFormFields } from '@/hooks/use-form-fields';
import type { TextFieldName } from './settings-values';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-settings.module.css';

type Field = ReturnType<typeof useFormFields<TextFieldName>>['field'];

/** Whole numbers typed alike (minutes; days for orders ahead): one list, not five copies of a field. */
const KITCHEN_TIMES: readonly (readonly [TextFieldName, string])[] = [
  ['preparationMinutes', 'Cooking time'],
  ['deliveryMinutes', 'Delivery travel time'],
  ['slotMinutes', 'Time slot length'],
  ['scheduleDaysAhead', 'Orders ahead (days after today, 0–7)'],
  ['lastOrderMinutes', 'Last orders before closing'],
];

/** The minutes the kitchen's estimates and time slots are made of. */
export function KitchenTimesFieldset({ field }: { field: Field }) {
  return (
    <fieldset className={styles.group}>
      <legend>Kitchen times (minutes)</legend>
      <div className={screen.grid}>
        {KITCHEN_TIMES.map(([name, label]) => (
          <TextField key={name} {...field(name)} label={label} inputMode="numeric" />
        ))}
      </div>
    </fieldset>
  );
}
