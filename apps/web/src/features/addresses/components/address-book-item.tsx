import type { Address } from '@ninetonine/contract';
import { useState } from 'react';
import { FormAlert } from '@/components/form/form-parts';
import { errorMessage } from '@/lib/api-client';
import { deletedNotice } from '../api/address-cache';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressForm } from './address-form';
import styles from './address-book.module.css';
import { useFocusBack } from '@/hooks/use-focus-back';
import { BusyButton } from '@/components/busy-button';

interface AddressBookItemProps {
  address: Address;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** A confirmation for the whole list (the row itself may be gone by then). */
  onNotice: (text: string) => void;
}

/** One saved address with its actions: edit in place, make default, delete after a confirm. */
export function AddressBookItem({
  address,
  editing,
  onEditingChange,
  onNotice,
}: AddressBookItemProps) {
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [confirming, setConfirming] = useState(false);
  const busy = remove.isPending || makeDefault.isPending;
  const headingId = `address-${address._id}-heading`;
  const editButton = useFocusBack(editing);

  const onDelete = async () => {
    makeDefault.reset();
    try {
      // mutateAsync: the row unmounts once the list is updated, the promise still settles.
      onNotice(deletedNotice(address, await remove.mutateAsync(address._id)));
    } catch {
      setConfirming(false); // the error is shown in the row
    }
  };

  const onMakeDefault = () => {
    remove.reset();
    makeDefault.mutate(address._id, {
      onSuccess: () => onNotice(`${address.label} is now your default address.`),
    });
  };

  return (
    <li className={styles.item} aria-labelledby={headingId} data-testid="address-row">
      <div className={styles.head}>
        <h3 id={headingId} className={styles.label}>
          {address.label}
        </h3>
        {address.isDefault && <span className="chip">Default</span>}
      </div>
      {editing ? (
        <AddressForm
          address={address}
          onSaved={(saved) => {
            onEditingChange(false);
            onNotice(`${saved.label} was saved.`);
          }}
          onCancel={() => onEditingChange(false)}
        />
      ) : (
        <>
          <p className={styles.lines}>
            {address.name} · {address.phone}
            <br />
            {[address.line1, address.line2].filter(Boolean).join(', ')}
            <br />
            {address.city} {address.postalCode}
            {address.notes && (
              <>
                <br />
                <span className="muted">Rider notes: {address.notes}</span>
              </>
            )}
          </p>
          {(remove.isError || makeDefault.isError) && (
            <FormAlert>
              {remove.isError
                ? errorMessage(remove.error, 'We could not delete this address.')
                : errorMessage(makeDefault.error, 'We could not change your default address.')}
            </FormAlert>
          )}
          {confirming ? (
            <div className={styles.confirm} role="group" aria-label={`Delete ${address.label}?`}>
              <p>Delete {address.label}? This cannot be undone.</p>
              <div className={styles.actions}>
                <BusyButton
                  busy={remove.isPending}
                  busyLabel="Deleting…"
                  className="btn btn-small btn-primary"
                  onClick={() => void onDelete()}
                >
                  Yes, delete
                </BusyButton>
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={remove.isPending}
                  onClick={() => setConfirming(false)}
                >
                  Keep it
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <button
                ref={editButton}
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => onEditingChange(true)}
              >
                Edit
              </button>
              {!address.isDefault && (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={busy}
                  aria-busy={makeDefault.isPending}
                  onClick={onMakeDefault}
                >
                  {makeDefault.isPending ? 'Making default…' : 'Make default'}
                </button>
              )}
              <button
                type="button"
                className="btn btn-small"
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
