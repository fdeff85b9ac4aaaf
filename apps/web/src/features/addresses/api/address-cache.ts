import type { Address } from '@ninetonine/contract';

/**
 * The cached list after the server answered one saved address: it replaces its old copy or is
 * appended, and a new default takes the flag from the others (the server keeps exactly one).
 */
export function withSavedAddress(list: readonly Address[], saved: Address): Address[] {
  const others = list.map((a) => (saved.isDefault && a.isDefault ? { ...a, isDefault: false } : a));
  const index = others.findIndex((a) => a._id === saved._id);
  if (index < 0) return [...others, saved];
  return others.map((a, i) => (i === index ? saved : a));
}

/** What the customer is told after a delete: which address went, and which is default now. */
export function deletedNotice(deleted: Address, remaining: readonly Address[]): string {
  const newDefault = deleted.isDefault ? remaining.find((a) => a.isDefault) : undefined;
  return newDefault
    ? `${deleted.label} was deleted. ${newDefault.label} is now your default address.`
    : `${deleted.label} was deleted.`;
}
