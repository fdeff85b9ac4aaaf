import type { Address } from '@ninetonine/contract';

type AddressLike = Pick<Address, 'name' | 'phone' | 'line1' | 'line2' | 'city' | 'postalCode'> & {
  label?: string;
  notes?: string;
};

/** An address as a rider reads it: who, where, how to call. */
export function AddressText({ address }: { address: AddressLike }) {
  return (
    <span>
      {address.label && <strong>{address.label}: </strong>}
      {address.name}, {[address.line1, address.line2].filter(Boolean).join(', ')}, {address.city}{' '}
      {address.postalCode} · {address.phone}
      {address.notes && (
        <>
          <br />
          <span className="muted">Note: {address.notes}</span>
        </>
      )}
    </span>
  );
}
