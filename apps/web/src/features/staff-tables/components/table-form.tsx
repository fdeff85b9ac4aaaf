import { tableInputSchema, type StaffTable, type TableInput } from '@ninetonine/contract';
import { StaffForm } from '@/components/form/staff-form';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSaveStatus } from '@/hooks/use-save-status';
import type { Parsed } from '@/lib/form-errors';
import { addOrEditSubmit } from '@/lib/add-or-edit-submit';
import { useCreateTable, useUpdateTable } from '../api/tables';
import screen from '@/components/staff-screen.module.css';

type TableField = 'name' | 'seats' | 'area';
const EMPTY: Record<TableField, string> = { name: '', seats: '4', area: '' };

/** The form's text as the API's body: seats as a number when it reads as one. */
const check = (values: Record<TableField, string>): Parsed<TableInput> => {
  const seats = values.seats.trim();
  return tableInputSchema.safeParse({
    name: values.name,
    seats: seats === '' || !/^\d+$/.test(seats) ? seats : Number(seats),
    area: values.area,
  });
};

interface TableFormProps {
  /** The table to edit; without it the form adds one. */
  table?: StaffTable;
  onDone?: () => void;
  onAdded?: (name: string) => void;
}

/** Adds or edits a table: its name, seats and area, each error next to its field. */
export function TableForm({ table, onDone, onAdded }: TableFormProps) {
  const create = useCreateTable();
  const update = useUpdateTable();
  const save = table ? update : create;
  const idPrefix = table ? `table-${table._id}` : 'new-table';
  const status = useSaveStatus(save, 'We could not save the table.');
  const form = useFormFields<TableField>(
    idPrefix,
    table ? { name: table.name, seats: String(table.seats), area: table.area } : EMPTY,
    { recheck: check, onEdit: status.edited, schema: tableInputSchema },
  );

  const submit = addOrEditSubmit({
    id: table?._id,
    body: () => form.validate(check(form.values)),
    create,
    update,
    saved: status.saved,
    reset: form.reset,
    onDone,
    onAdded,
  });

  return (
    <StaffForm
      label={table ? `Edit ${table.name}` : 'New table'}
      status={status}
      onSubmit={submit}
      submitLabel={table ? 'Save changes' : 'Add table'}
      onCancel={table ? onDone : undefined}
      className={screen.form}
      actionsClassName={screen.actions}
    >
      <div className={screen.gridThree}>
        <TextField {...form.field('name')} label="Table name" autoComplete="off" />
        <TextField {...form.field('seats')} label="Seats" inputMode="numeric" maxLength={2} />
        <TextField
          {...form.field('area')}
          label="Area (optional)"
          hint="Where it is: Terrace, Ground floor."
          autoComplete="off"
        />
      </div>
    </StaffForm>
  );
}
