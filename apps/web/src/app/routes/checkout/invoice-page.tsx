import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { RetryButton } from '@/components/retry-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { creditNotesQuery, invoiceQuery } from '@/features/invoices';
import { CreditNotesList, CreditNoteView, InvoiceView } from '@/features/invoices/page-parts';
import { orderPagePath } from '@/features/orders/page-parts';
import { RequestError } from '@/lib/request-error';
import styles from './checkout-pages.module.css';

/**
 * /invoice?id=<order id>: the order's GST tax invoice as issued, to print on A4 or an 80 mm
 * roll, with its credit notes listed under it; &note=<number> shows that credit note instead
 * (decision 0089). Someone else's order, or one with no invoice yet, says so (404 alike).
 */
export default function InvoicePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const noteNumber = params.get('note');
  useDocumentTitle(noteNumber ? 'Credit note' : 'Tax invoice');
  const invoice = useQuery({ ...invoiceQuery(id), enabled: id !== '' });
  const notes = useQuery({ ...creditNotesQuery(id), enabled: id !== '' && !!invoice.data });
  const back = id ? (
    <Link to={orderPagePath(id)} className="btn">
      Back to the order
    </Link>
  ) : (
    <Link to="/accounts" className="btn">
      Your orders
    </Link>
  );

  if (id && invoice.isPending) return <BurgerLoader />;
  if (!id || !invoice.data) {
    const missing = !id || (invoice.error instanceof RequestError && invoice.error.status === 404);
    return (
      <section className={`page ${styles.wrap}`}>
        <h1>Tax invoice</h1>
        <StatePanel
          icon="pan"
          tone={missing ? 'neutral' : 'error'}
          title={missing ? 'There is no invoice for this order yet' : 'The invoice did not load'}
          actions={missing ? back : <RetryButton query={invoice} />}
        >
          <p>
            {missing
              ? 'An order’s invoice is issued when it is paid online, or when it is delivered or collected.'
              : invoice.error?.message}
          </p>
        </StatePanel>
      </section>
    );
  }
  if (noteNumber) {
    if (notes.isPending) return <BurgerLoader />;
    const note = notes.data?.find((n) => n.number === noteNumber);
    return (
      <section className={`page ${styles.wrap}`} aria-label="Credit note">
        {note ? (
          <CreditNoteView note={note} />
        ) : (
          <StatePanel
            icon="pan"
            tone={notes.isError ? 'error' : 'neutral'}
            title={notes.isError ? 'The credit note did not load' : 'There is no such credit note'}
            actions={notes.isError ? <RetryButton query={notes} /> : back}
          >
            <p>{notes.error?.message ?? 'This order has no credit note of that number.'}</p>
          </StatePanel>
        )}
        <Link to={`/invoice?id=${encodeURIComponent(id)}`} className="btn">
          The invoice
        </Link>
      </section>
    );
  }
  return (
    <section className={`page ${styles.wrap}`} aria-label="Tax invoice">
      <InvoiceView invoice={invoice.data} />
      {notes.data ? <CreditNotesList orderId={id} notes={notes.data} /> : null}
      {back}
    </section>
  );
}
