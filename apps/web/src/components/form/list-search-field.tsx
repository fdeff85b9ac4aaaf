import { TextField, type TextFieldProps } from './text-field';

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
