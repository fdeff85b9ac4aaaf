import { tabStatusLabels, type StaffTable } from '@ninetonine/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActionError } from '@/components/form/form-parts';
import { Link } from '@/lib/router';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useRegenerateQr, useRemoveTable } from '../api/tables';
import { TableForm } from './table-form';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-tables.module.css';

/** One table: seats, area, its tab, its QR card; edit, a new QR, remove (after asking). */
export function TableCard({ table }: { table: StaffTable }) {
  const format = useRestaurantFormat();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'remove' | 'qr' | null>(null);
  const remove = useRemoveTable();
  const regenerate = useRegenerateQr();
  const [newQr, setNewQr] = useState(false);
  return (
    <article className={`${screen.card} ${styles.tableCard}`} aria-label={`Table ${table.name}`}>
      <img className={styles.qrThumb} src={table.qrCode} alt="" width={72} height={72} />
      <div className={styles.tableBody}>
        <h2 className={styles.name}>{table.name}</h2>
        <p className={screen.meta}>
          {table.seats} {table.seats === 1 ? 'seat' : 'seats'}
          {table.area && ` · ${table.area}`}
        </p>
        <p className={screen.meta} data-testid="table-tab">
          {table.tab
            ? `Tab ${tabStatusLabels[table.tab.status].toLowerCase()} · ${format.price(table.tab.total)}`
            : 'Free: no open tab'}
        </p>
        {newQr && (
          <p role="status" className={styles.done}>
            New QR code made: print the card again; the old one no longer works.
          </p>
        )}
        <div className={screen.actions}>
          <Link
            className="btn btn-small btn-ghost"
            to={`/admin/tables/cards?table=${encodeURIComponent(table._id)}`}
          >
            QR card<span className="visually-hidden"> of {table.name}</span>
          </Link>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            Edit<span className="visually-hidden"> {table.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={regenerate.isPending}
            onClick={() => setAsking('qr')}
          >
            New QR code<span className="visually-hidden"> for {table.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={remove.isPending}
            onClick={() => setAsking('remove')}
          >
            Remove<span className="visually-hidden"> {table.name}</span>
          </button>
        </div>
        <ActionError error={remove.error} fallback="We could not remove the table." />
        <ActionError error={regenerate.error} fallback="We could not make a new QR code." />
        {editing && <TableForm table={table} onDone={() => setEditing(false)} />}
      </div>
      <ConfirmDialog
        open={asking === 'remove'}
        title={`Remove ${table.name}?`}
        confirmLabel="Remove table"
        onConfirm={() => {
          setAsking(null);
          remove.mutate(table._id);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>Its QR code stops working. Its past tabs stay in the orders.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'qr'}
        title={`New QR code for ${table.name}?`}
        confirmLabel="Make a new code"
        onConfirm={() => {
          setAsking(null);
          setNewQr(false);
          regenerate.mutate(table._id, { onSuccess: () => setNewQr(true) });
        }}
        onCancel={() => setAsking(null)}
      >
        <p>
          The card on the table stops working at once (for a lost or copied card): print the new
          one.
        </p>
      </ConfirmDialog>
    </article>
  );
}
