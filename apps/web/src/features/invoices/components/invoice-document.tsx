import type { Invoice } from '@ninetonine/contract';
import { VegMark } from './veg-mark';
import styles from './invoice.module.css';
import { useInvoiceFormat } from './invoice-format';

const half = (rate: number) => `${rate / 2}%`;

/**
 * A GST tax invoice as issued (decision 0082): the seller with GSTIN and FSSAI licence, the
 * number, date and place of supply, each line with its veg mark, SAC, taxable value and tax,
 * the totals with the round-off shown. `roll`: the narrow layout of an 80 mm receipt printer;
 * otherwise an A4 page's table.
 */
export function InvoiceDocument({ invoice, roll = false }: { invoice: Invoice; roll?: boolean }) {
  const f = useInvoiceFormat(invoice);
  const { seller, totals } = invoice;
  const taxes = invoice.interState
    ? [{ label: `IGST ${invoice.ratePercent}%`, line: 'igst', total: totals.igst } as const]
    : ([
        { label: `CGST ${half(invoice.ratePercent)}`, line: 'cgst', total: totals.cgst },
        { label: `SGST ${half(invoice.ratePercent)}`, line: 'sgst', total: totals.sgst },
      ] as const);
  return (
    <article
      className={`${styles.invoice} ${roll ? styles.roll : styles.sheet}`}
      data-testid="invoice"
      data-order={invoice.number}
    >
      <header className={styles.head}>
        <h1 className={styles.title}>Tax invoice</h1>
        <p className={styles.seller}>{seller.tradeName}</p>
        {seller.legalName !== seller.tradeName && <p>{seller.legalName}</p>}
        <p>{seller.address}</p>
        <p>
          GSTIN <strong data-testid="invoice-gstin">{seller.gstin}</strong>
        </p>
        {seller.fssaiLicence && (
          <p>
            FSSAI Lic. No. <strong data-testid="invoice-fssai">{seller.fssaiLicence}</strong>
          </p>
        )}
        <p>
          State {seller.stateName} ({seller.stateCode})
        </p>
      </header>
      <dl className={styles.meta}>
        <div>
          <dt>Invoice no.</dt>
          <dd data-testid="invoice-number">{invoice.number}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{f.dateTime(invoice.issuedAt)}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{invoice.order.number}</dd>
        </div>
        <div>
          <dt>Place of supply</dt>
          <dd>
            {invoice.placeOfSupply.name} ({invoice.placeOfSupply.code})
          </dd>
        </div>
        <div>
          <dt>Billed to</dt>
          <dd>
            {invoice.customer.name}
            {invoice.customer.address && (
              <span className={styles.block}>{invoice.customer.address}</span>
            )}
          </dd>
        </div>
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
        <div className={styles.row}>
          <dt>Taxable value</dt>
          <dd>{f.money(totals.taxableValue)}</dd>
        </div>
        {taxes.map((t) => (
          <div className={styles.row} key={t.line}>
            <dt>{t.label}</dt>
            <dd>{f.money(t.total)}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>Round off</dt>
          <dd>{f.money(totals.roundOff)}</dd>
        </div>
        {totals.tip ? (
          <div className={styles.row}>
            <dt>Rider tip (not taxed, passed on to the rider)</dt>
            <dd>{f.money(totals.tip)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.strong}`}>
          <dt>Total ({invoice.currency})</dt>
          <dd data-testid="invoice-total">{f.money(totals.total)}</dd>
        </div>
      </dl>
      <p className={styles.small}>
        Restaurant service (SAC 996331), GST {invoice.ratePercent}%
        {invoice.pricesIncludeTax ? ', included in the prices' : ''}. Tax payable on reverse charge:
        no.
      </p>
    </article>
  );
}
