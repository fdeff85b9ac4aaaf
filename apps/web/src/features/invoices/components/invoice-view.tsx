import type { Invoice } from '@ninetonine/contract';
import { useMutation } from '@tanstack/react-query';
import { usePrintQueue } from '@/components/print-sheet';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { InvoiceDocument } from './invoice-document';
import styles from './invoice-page.module.css';

/** The browser's own print of the page: the document's A4 layout (print styles hide the rest). */
export function PrintA4Button() {
  return (
    <button type="button" className="btn btn-primary" onClick={() => window.print()}>
      Print (A4)
    </button>
  );
}

/**
 * The invoice on screen with its ways to keep it: the page itself on A4 (the browser's print),
 * the narrow layout on an 80 mm receipt roll (the shared print sheet), or a PDF file made by the
 * server from the same issued invoice.
 */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const roll = usePrintQueue();
  const pdf = useMutation({ mutationFn: () => downloadInvoicePdf(invoice) });
  return (
    <div className={styles.view} data-invoice-page="">
      <div className={styles.actions}>
        <PrintA4Button />
        <button
          type="button"
          className="btn"
          onClick={() => roll.print(<InvoiceDocument invoice={invoice} roll />)}
        >
          Print receipt (80 mm)
        </button>
        <button
          type="button"
          className="btn"
          aria-busy={pdf.isPending}
          disabled={pdf.isPending}
          onClick={() => pdf.mutate()}
        >
          {pdf.isPending ? 'Making the PDF…' : 'Download PDF'}
        </button>
      </div>
      {pdf.isError ? (
        <p role="alert" className="alert">
          {pdf.error.message}
        </p>
      ) : null}
      <InvoiceDocument invoice={invoice} />
      {roll.sheet}
    </div>
  );
}
