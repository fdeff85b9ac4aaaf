import type { Address } from '@ninetonine/contract';
import { AddressText } from '@/components/address-text';
import styles from './addresses.module.css';

interface AddressPickerProps {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The saved addresses as radio buttons; the whole card is the label. */
export function AddressPicker({ addresses, selectedId, onSelect }: AddressPickerProps) {
  return (
    <div className={styles.picker} role="radiogroup" aria-label="Delivery address">
      {addresses.map((address) => (
        <label
          key={address._id}
          className={`${styles.option} ${address._id === selectedId ? styles.selected : ''}`}
        >
          <input
            type="radio"
            name="delivery-address"
            value={address._id}
            checked={address._id === selectedId}
            onChange={() => onSelect(address._id)}
          />
          <AddressText address={address} />
        </label>
      ))}
    </div>
  );
}
