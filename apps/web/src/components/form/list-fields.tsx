import type { ReactNode } from 'react';
import { SelectField, TextField, type TextFieldProps } from './text-field';

interface ListSearchFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'type' | 'list'
> {
  /** The list's search words as typed (useListParams puts them in the address a moment later). */
  search: { typedText: string; setTypedText: (text: string) => void };
}

/** A staff list's search box. */
export function ListSearchField({ search, ...field }: ListSearchFieldProps) {
  return (
    <TextField
      {...field}
      type="search"
      value={search.typedText}
      onValueChange={search.setTypedText}
    />
  );
}

/** A staff list's select filter (useListParams' `setFilter`): '' shows all, as `allLabel` says. */
export function ListFilterField({
  id,
  label,
  value,
  onPick,
  allLabel,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onPick: (value: string) => void;
  allLabel: string;
  children: ReactNode;
}) {
  return (
    <SelectField id={id} label={label} value={value} onValueChange={onPick}>
      <option value="">{allLabel}</option>
      {children}
    </SelectField>
  );
}
