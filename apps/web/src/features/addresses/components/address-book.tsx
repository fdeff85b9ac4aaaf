import { useState, type ReactNode } from 'react';
import type { Address } from '@ninetonine/contract';
import { QueryState } from '@/components/query-state';
import { useAddresses } from '../use-addresses';
import { AddressBookItem } from './address-book-item';
import { AddressForm } from './address-form';
import styles from './address-book.module.css';
import { useFocusBack } from '@/hooks/use-focus-back';

/**
 * "Your addresses" on the account page: the saved addresses (the query's list, which the
 * slice mirrors for checkout), each editable, deletable and makeable default, and one more.
 */
export function AddressBook({
  className,
  afterAdding,
}: {
  className?: string;
  /** Shown under the notice once an address is added (the page offers its phone to the profile). */
  afterAdding?: (added: Address) => ReactNode;
}) {
  const { query } = useAddresses();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [added, setAdded] = useState<Address | null>(null);
  const addButton = useFocusBack(adding);

  return (
    <section className={className} aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">Your addresses</h2>
      <div role="status">{notice && <p className={styles.notice}>{notice}</p>}</div>
      {added && afterAdding?.(added)}
      <QueryState
        query={query}
        errorTitle="Your addresses didn't load"
        loading={<p role="status">Loading your addresses…</p>}
        isEmpty={(list) => list.length === 0}
        empty={<p className="muted">No saved addresses yet. Add one to check out faster.</p>}
      >
        {(addresses) => (
          <ul className={styles.list} aria-label="Saved addresses" aria-busy={query.isFetching}>
            {addresses.map((address) => (
              <AddressBookItem
                key={address._id}
                address={address}
                editing={editingId === address._id}
                onEditingChange={(editing) => {
                  setNotice(null);
                  setEditingId(editing ? address._id : null);
                }}
                onNotice={setNotice}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {adding ? (
        <div className={styles.add}>
          <h3 className={styles.label}>New address</h3>
          <AddressForm
            onSaved={(saved) => {
              setAdding(false);
              setNotice(`${saved.label} was added.`);
              setAdded(saved);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : (
        query.isSuccess && (
          <button
            ref={addButton}
            type="button"
            className="btn"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            Add an address
          </button>
        )
      )}
    </section>
  );
}
