import type { Invoice } from '@ninetonine/contract';
import { usePrintQueue } from '@/components/print-sheet';
import { InvoiceDocument } from './invoice-document';
import styles from './invoice-page.module.css';

/**
 * The invoice on screen with its two ways to print: the page itself on A4 (the browser's print,
 * or "save as PDF"), or the narrow layout on an 80 mm receipt roll (the shared print sheet).
 */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const roll = usePrintQueue();
  return (
    <div className={styles.view} data-invoice-page="">
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print (A4)
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => roll.print(<InvoiceDocument invoice={invoice} roll />)}
        >
          Print receipt (80 mm)
        </button>
      </div>
      <InvoiceDocument invoice={invoice} />
      {roll.sheet}
    </div>
  );
}
