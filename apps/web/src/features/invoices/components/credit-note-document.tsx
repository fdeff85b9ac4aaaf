import type { CreditNote } from '@ninetonine/contract';
import styles from './invoice.module.css';
import { useInvoiceFormat } from './invoice-format';

const half = (rate: number) => `${rate / 2}%`;

/**
 * A GST credit note as issued (decision 0089), in the invoice's own layout: the seller, its
 * number and date, the invoice it reduces, why, and the amount given back split into taxable
 * value and tax at the invoice's rate, the round-off shown.
 */
export function CreditNoteDocument({ note }: { note: CreditNote }) {
  const f = useInvoiceFormat(note);
  const { seller, totals } = note;
  const taxes = note.interState
    ? [{ label: `IGST ${note.ratePercent}%`, total: totals.igst }]
    : [
        { label: `CGST ${half(note.ratePercent)}`, total: totals.cgst },
        { label: `SGST ${half(note.ratePercent)}`, total: totals.sgst },
      ];
  return (
    <article className={`${styles.invoice} ${styles.sheet}`} data-testid="credit-note">
      <header className={styles.head}>
        <h1 className={styles.title}>Credit note</h1>
        <p className={styles.seller}>{seller.tradeName}</p>
        {seller.legalName !== seller.tradeName && <p>{seller.legalName}</p>}
        <p>{seller.address}</p>
        <p>
          GSTIN <strong>{seller.gstin}</strong>
        </p>
        <p>
          State {seller.stateName} ({seller.stateCode})
        </p>
      </header>
      <dl className={styles.meta}>
        <div>
          <dt>Credit note no.</dt>
          <dd data-testid="credit-note-number">{note.number}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{f.dateTime(note.issuedAt)}</dd>
        </div>
        <div>
          <dt>Against invoice</dt>
          <dd>
            {note.invoice.number} of {f.dateTime(note.invoice.issuedAt)}
          </dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{note.order.number}</dd>
        </div>
        <div>
          <dt>Place of supply</dt>
          <dd>
            {note.placeOfSupply.name} ({note.placeOfSupply.code})
          </dd>
        </div>
        <div>
          <dt>Issued to</dt>
          <dd>
            {note.customer.name}
            {note.customer.address && <span className={styles.block}>{note.customer.address}</span>}
          </dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>Refund: {note.reason}</dd>
        </div>
      </dl>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>Taxable value</dt>
          <dd>{f.money(totals.taxableValue)}</dd>
        </div>
        {taxes.map((t) => (
          <div className={styles.row} key={t.label}>
            <dt>{t.label}</dt>
            <dd>{f.money(t.total)}</dd>
          </div>
        ))}
        {totals.tip !== undefined && (
          <div className={styles.row}>
            <dt>Rider tip (not taxed)</dt>
            <dd>{f.money(totals.tip)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Round off</dt>
          <dd>{f.money(totals.roundOff)}</dd>
        </div>
        <div className={`${styles.row} ${styles.strong}`}>
          <dt>Credited ({note.currency})</dt>
          <dd data-testid="credit-note-total">{f.money(totals.total)}</dd>
        </div>
      </dl>
      <p className={styles.small}>
        Restaurant service (SAC 996331), GST {note.ratePercent}%, in proportion to the invoice.
      </p>
    </article>
  );
}
