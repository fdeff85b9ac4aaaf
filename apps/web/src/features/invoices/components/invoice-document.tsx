import type { Invoice } from '@ninetonine/contract';
import { DocumentFact, GstDocumentHead, SupplyAndCustomer, gstTaxes } from './gst-document-parts';
import { VegMark } from './veg-mark';
import styles from './invoice.module.css';
import { useInvoiceFormat } from './invoice-format';

/**
 * A GST tax invoice as issued (decision 0082): the seller with GSTIN and FSSAI licence, the
 * number, date and place of supply, each line with its veg mark, SAC, taxable value and tax,
 * the totals with the round-off shown. `roll`: the narrow layout of an 80 mm receipt printer;
 * otherwise an A4 page's table.
 */
export function InvoiceDocument({ invoice, roll = false }: { invoice: Invoice; roll?: boolean }) {
  const f = useInvoiceFormat(invoice);
  const { totals } = invoice;
  const taxes = gstTaxes(invoice);
  const row = styles.row;
  return (
    <article
      className={`${styles.invoice} ${roll ? styles.roll : styles.sheet}`}
      data-testid="invoice"
      data-order={invoice.number}
    >
      <GstDocumentHead title="Tax invoice" seller={invoice.seller} licence testIds />
      <dl className={styles.meta}>
        <DocumentFact label="Invoice no." testId="invoice-number">
          {invoice.number}
        </DocumentFact>
        <DocumentFact label="Date">{f.dateTime(invoice.issuedAt)}</DocumentFact>
        <DocumentFact label="Order">{invoice.order.number}</DocumentFact>
        <SupplyAndCustomer doc={invoice} customerLabel="Billed to" />
      </dl>
      {roll ? (
        <ul className={styles.rollLines}>
          {invoice.lines.map((l, i) => (
            <li key={i}>
              <p className={styles.row}>
                <span>
                  <VegMark veg={l.veg} /> {l.quantity} × {l.name}
                  {l.size && ` (${l.size})`}
                </span>
                <span>{f.money(l.gross - l.discount)}</span>
              </p>
              <p className={styles.small}>
                SAC {l.sac} · taxable {f.money(l.taxableValue)} ·{' '}
                {taxes.map((t) => `${t.label} ${f.money(l[t.line])}`).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">SAC</th>
              <th scope="col">Qty</th>
              <th scope="col">Amount</th>
              <th scope="col">Discount</th>
              <th scope="col">Taxable value</th>
              {taxes.map((t) => (
                <th scope="col" key={t.line}>
                  {t.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  <VegMark veg={l.veg} /> {l.name}
                  {l.size && ` (${l.size})`}
                  {l.options.length > 0 && (
                    <span className={styles.small}>{l.options.join(', ')}</span>
                  )}
                </td>
                <td>{l.sac}</td>
                <td>{l.quantity}</td>
                <td>{f.money(l.gross)}</td>
                <td>{f.money(l.discount)}</td>
                <td>{f.money(l.taxableValue)}</td>
                {taxes.map((t) => (
                  <td key={t.line}>{f.money(l[t.line])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className={styles.totals} data-testid="invoice-totals">
        <DocumentFact className={row} label="Taxable value">
          {f.money(totals.taxableValue)}
        </DocumentFact>
        {taxes.map((t) => (
          <DocumentFact className={row} key={t.line} label={t.label}>
            {f.money(t.total)}
          </DocumentFact>
        ))}
        <DocumentFact className={row} label="Round off">
          {f.money(totals.roundOff)}
        </DocumentFact>
        {totals.tip ? (
          <DocumentFact className={row} label="Rider tip (not taxed, passed on to the rider)">
            {f.money(totals.tip)}
          </DocumentFact>
        ) : null}
        <DocumentFact
          className={`${row} ${styles.strong}`}
          label={`Total (${invoice.currency})`}
          testId="invoice-total"
        >
          {f.money(totals.total)}
        </DocumentFact>
      </dl>
      <p className={styles.small}>
        Restaurant service (SAC 996331), GST {invoice.ratePercent}%
        {invoice.pricesIncludeTax ? ', included in the prices' : ''}. Tax payable on reverse charge:
        no.
      </p>
    </article>
  );
}
