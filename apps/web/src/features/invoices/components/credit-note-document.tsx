import type { CreditNote } from '@ninetonine/contract';
import { DocumentFact, GstDocumentHead, SupplyAndCustomer, gstTaxes } from './gst-document-parts';
import styles from './invoice.module.css';
import { useInvoiceFormat } from './invoice-format';

/**
 * A GST credit note as issued (decision 0089), in the invoice's own layout: the seller, its
 * number and date, the invoice it reduces, why, and the amount given back split into taxable
 * value and tax at the invoice's rate, the round-off shown.
 */
export function CreditNoteDocument({ note }: { note: CreditNote }) {
  const f = useInvoiceFormat(note);
  const { totals } = note;
  const row = styles.row;
  return (
    <article className={`${styles.invoice} ${styles.sheet}`} data-testid="credit-note">
      <GstDocumentHead title="Credit note" seller={note.seller} />
      <dl className={styles.meta}>
        <DocumentFact label="Credit note no." testId="credit-note-number">
          {note.number}
        </DocumentFact>
        <DocumentFact label="Date">{f.dateTime(note.issuedAt)}</DocumentFact>
        <DocumentFact label="Against invoice">
          {note.invoice.number} of {f.dateTime(note.invoice.issuedAt)}
        </DocumentFact>
        <DocumentFact label="Order">{note.order.number}</DocumentFact>
        <SupplyAndCustomer doc={note} customerLabel="Issued to" />
        <DocumentFact label="Reason">Refund: {note.reason}</DocumentFact>
      </dl>
      <dl className={styles.totals}>
        <DocumentFact className={row} label="Taxable value">
          {f.money(totals.taxableValue)}
        </DocumentFact>
        {gstTaxes(note).map((t) => (
          <DocumentFact className={row} key={t.label} label={t.label}>
            {f.money(t.total)}
          </DocumentFact>
        ))}
        {totals.tip !== undefined && (
          <DocumentFact className={row} label="Rider tip (not taxed)">
            {f.money(totals.tip)}
          </DocumentFact>
        )}
        <DocumentFact className={row} label="Round off">
          {f.money(totals.roundOff)}
        </DocumentFact>
        <DocumentFact
          className={`${row} ${styles.strong}`}
          label={`Credited (${note.currency})`}
          testId="credit-note-total"
        >
          {f.money(totals.total)}
        </DocumentFact>
      </dl>
      <p className={styles.small}>
        Restaurant service (SAC 996331), GST {note.ratePercent}%, in proportion to the invoice.
      </p>
    </article>
  );
}
