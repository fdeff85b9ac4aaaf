import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Address } from '@ninetonine/contract';
import { useAddresses } from '../use-addresses';
import { AddressForm } from './address-form';
import { AddressPicker } from './address-picker';
import panel from '@/components/page-panel.module.css';
import styles from './addresses.module.css';
import { RetryButton } from '@/components/retry-button';
import { useFocusBack } from '@/hooks/use-focus-back';
import { FormAlert } from '@/components/form/form-parts';

interface CheckoutAddressProps {
  /** Why the chosen address cannot be delivered to (outside every delivery area), if so. */
  outsideArea: string | null;
  /** Offered with that refusal while pickup is possible. */
  onSwitchToPickup?: () => void;
  /** Shown once a new address is saved (the page offers its phone to the profile). */
  afterAdding?: (added: Address) => ReactNode;
  /** The PIN code the visitor chose before the cart (decision 0084): preferred, and compared. */
  chosenPostcode?: string | null;
}

/** Where a delivery goes: the customer's addresses to choose from, or a new one. */
export function CheckoutAddress({
  outsideArea,
  onSwitchToPickup,
  afterAdding,
  chosenPostcode = null,
}: CheckoutAddressProps) {
  const { query: addressList, addresses, selectedAddress, select } = useAddresses();
  // Once, when the list arrives: an address at the chosen PIN code goes first. The customer's
  // own pick afterwards is left alone.
  const preferred = useRef(false);
  useEffect(() => {
    if (preferred.current || !chosenPostcode || addresses.length === 0) return;
    preferred.current = true;
    const there = addresses.find((a) => a.postalCode === chosenPostcode);
    if (there && selectedAddress?.postalCode !== chosenPostcode) select(there._id);
  }, [addresses, chosenPostcode, selectedAddress, select]);
  const elsewhere =
    chosenPostcode && selectedAddress && selectedAddress.postalCode !== chosenPostcode
      ? selectedAddress.postalCode
      : null;
  const [addingAddress, setAddingAddress] = useState(false);
  const [added, setAdded] = useState<Address | null>(null);
  const addAddressButton = useFocusBack(addingAddress);
  const noAddresses = addressList.isSuccess && addresses.length === 0;
  const showAddressForm = addingAddress || noAddresses;

  return (
    <div className={`card ${panel.panel}`}>
      <h2 className={panel.sectionTitle}>Delivery address</h2>
      {addressList.isPending && <p role="status">Loading your addresses…</p>}
      {addressList.isError && (
        <FormAlert>
          {addressList.error.message} <RetryButton query={addressList} inline />
        </FormAlert>
      )}
      {addresses.length > 0 && (
        <AddressPicker
          addresses={addresses}
          selectedId={selectedAddress?._id ?? null}
          onSelect={select}
        />
      )}
      {added && afterAdding?.(added)}
      <p role="status" className={elsewhere ? styles.otherPostcode : undefined}>
        {elsewhere
          ? `This address is in ${elsewhere}, not ${chosenPostcode} as you chose before: the delivery fee and time are this address's.`
          : ''}
      </p>
      {outsideArea && (
        <div className={`alert ${styles.outsideArea}`} role="alert">
          <p>{outsideArea}</p>
          {onSwitchToPickup && (
            <button type="button" className="btn btn-small btn-primary" onClick={onSwitchToPickup}>
              Switch to pickup
            </button>
          )}
        </div>
      )}
      {showAddressForm ? (
        <>
          <h3 className={styles.subTitle}>New address</h3>
          <AddressForm
            onSaved={(saved) => {
              setAddingAddress(false);
              setAdded(saved);
            }}
            onCancel={addresses.length > 0 ? () => setAddingAddress(false) : undefined}
            onSwitchToPickup={onSwitchToPickup}
          />
        </>
      ) : (
        <button
          ref={addAddressButton}
          type="button"
          className="btn"
          onClick={() => setAddingAddress(true)}
        >
          Add a new address
        </button>
      )}
    </div>
  );
}
