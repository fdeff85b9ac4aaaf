import type { Address } from '@ninetonine/contract';
import type { AddressRecord } from './addresses.repository';

export const toAddressJson = (a: AddressRecord): Address => ({
  _id: a.id,
  label: a.label,
  name: a.name,
  phone: a.phone,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  postalCode: a.postalCode,
  notes: a.notes,
  isDefault: a.isDefault,
  createdAt: a.createdAt.toISOString(),
});

export const toAddressesResponse = (list: AddressRecord[]) => ({
  addresses: list.map(toAddressJson),
});
