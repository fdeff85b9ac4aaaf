import { tableInputSchema, type StaffTable, type TableInput } from '@ninetonine/contract';
import { StaffForm } from '@/components/form/staff-form';
import { useAddOrEditForm } from '@/hooks/use-add-or-edit-form';
import { TextField } from '@/components/form/text-field';
import type { Parsed } from '@/lib/form-errors';
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
  const { form, formProps } = useAddOrEditForm({
    item: table,
    noun: 'table',
    newLabel: 'New table',
    addLabel: 'Add table',
    create: useCreateTable(),
    update: useUpdateTable(),
    initial: table ? { name: table.name, seats: String(table.seats), area: table.area } : EMPTY,
    check,
    schema: tableInputSchema,
    onDone,
    onAdded,
  });

  return (
    <StaffForm {...formProps}>
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
