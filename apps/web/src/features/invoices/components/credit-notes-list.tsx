import type { CreditNote } from '@ninetonine/contract';
import { Link } from '@/lib/router';
import { CreditNoteDocument } from './credit-note-document';
import { useInvoiceFormat } from './invoice-format';
import { PrintA4Button } from './invoice-view';
import styles from './invoice-page.module.css';

/** Where one credit note of an order opens: the invoice page, showing that note. */
const creditNotePath = (orderId: string, number: string) =>
  `/invoice?id=${encodeURIComponent(orderId)}&note=${encodeURIComponent(number)}`;

/** The order's credit notes under its invoice (number, date, amount), each a link to print it. */
export function CreditNotesList({ orderId, notes }: { orderId: string; notes: CreditNote[] }) {
  const f = useInvoiceFormat(notes[0] ?? { locale: 'en-IN', timeZone: 'Asia/Kolkata' });
  if (notes.length === 0) return null;
  return (
    <section className={styles.notes} aria-labelledby="credit-notes-title">
      <h2 id="credit-notes-title">Credit notes</h2>
      <p>Refunds of this order, each a credit note against the invoice.</p>
      <ul data-testid="credit-notes">
        {notes.map((n) => (
          <li key={n.number}>
            <Link to={creditNotePath(orderId, n.number)}>{n.number}</Link> ·{' '}
            {f.dateTime(n.issuedAt)} · {n.currency} {f.money(n.totals.total)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One credit note on screen, printable on A4 as the invoice is. */
export function CreditNoteView({ note }: { note: CreditNote }) {
  return (
    <div className={styles.view} data-invoice-page="">
      <div className={styles.actions}>
        <PrintA4Button />
      </div>
      <CreditNoteDocument note={note} />
    </div>
  );
}
