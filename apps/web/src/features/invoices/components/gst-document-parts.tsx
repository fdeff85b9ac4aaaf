import type { Invoice } from '@ninetonine/contract';
import type { ReactNode } from 'react';
import styles from './invoice.module.css';

const half = (rate: number) => `${rate / 2}%`;

/**
 * The taxes a GST document (invoice or credit note) shows: IGST at the whole rate when the
 * place of supply is another state, otherwise CGST and SGST at half the rate each. `line` names
 * each tax's amount on an invoice line.
 */
export function gstTaxes(doc: {
  interState: boolean;
  ratePercent: number;
  totals: { cgst: number; sgst: number; igst: number };
}) {
  const { ratePercent: rate, totals } = doc;
  return doc.interState
    ? [{ label: `IGST ${rate}%`, line: 'igst', total: totals.igst } as const]
    : ([
        { label: `CGST ${half(rate)}`, line: 'cgst', total: totals.cgst },
        { label: `SGST ${half(rate)}`, line: 'sgst', total: totals.sgst },
      ] as const);
}

/**
 * The head every GST document prints: its title and the seller (trade and legal name, address,
 * GSTIN, state); `licence` adds the FSSAI line the invoice carries. `testIds` marks the GSTIN
 * and licence for the invoice's browser tests.
 */
export function GstDocumentHead({
  title,
  seller,
  licence = false,
  testIds = false,
}: {
  title: string;
  seller: Invoice['seller'];
  licence?: boolean;
  testIds?: boolean;
}) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.seller}>{seller.tradeName}</p>
      {seller.legalName !== seller.tradeName && <p>{seller.legalName}</p>}
      <p>{seller.address}</p>
      <p>
        GSTIN <strong data-testid={testIds ? 'invoice-gstin' : undefined}>{seller.gstin}</strong>
      </p>
      {licence && seller.fssaiLicence && (
        <p>
          FSSAI Lic. No.{' '}
          <strong data-testid={testIds ? 'invoice-fssai' : undefined}>{seller.fssaiLicence}</strong>
        </p>
      )}
      <p>
        State {seller.stateName} ({seller.stateCode})
      </p>
    </header>
  );
}

/** One labelled fact in a document's head list or totals (a `<dt>` and its `<dd>`). */
export function DocumentFact({
  label,
  children,
  className,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The place of supply and who the document is made out to, as both documents print them. */
export function SupplyAndCustomer({
  doc,
  customerLabel,
}: {
  doc: Pick<Invoice, 'placeOfSupply' | 'customer'>;
  customerLabel: string;
}) {
  return (
    <>
      <DocumentFact label="Place of supply">
        {doc.placeOfSupply.name} ({doc.placeOfSupply.code})
      </DocumentFact>
      <DocumentFact label={customerLabel}>
        {doc.customer.name}
        {doc.customer.address && <span className={styles.block}>{doc.customer.address}</span>}
      </DocumentFact>
    </>
  );
}
