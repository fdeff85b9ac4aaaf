import type { Address } from '@ninetonine/contract';

/** A saved address for unit tests: "Place <id>" unless named. */
export const address = (id: string, isDefault = false, label = `Place ${id}`): Address => ({
  _id: id,
  label,
  name: 'Asha',
  phone: '+91 98765 43210',
  line1: '1 Main Road',
  line2: '',
  city: 'Pune',
  postalCode: '411001',
  notes: '',
  isDefault,
  createdAt: '2025-06-01T10:00:00Z',
});
