import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { StatePanel } from '@/components/state-panel';
import { RetryButton } from '@/components/retry-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { invoiceQuery } from '@/features/invoices';
import { InvoiceView } from '@/features/invoices/page-parts';
import { orderPagePath } from '@/features/orders/page-parts';
import { RequestError } from '@/lib/request-error';
import styles from './checkout-pages.module.css';

/**
 * /invoice?id=<order id>: the order's GST tax invoice as issued, to print on A4 or an 80 mm
 * roll. Someone else's order, or one with no invoice yet, says so (the API answers 404 alike).
 */
export default function InvoicePage() {
  useDocumentTitle('Tax invoice');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invoice = useQuery({ ...invoiceQuery(id), enabled: id !== '' });
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
  return (
    <section className={`page ${styles.wrap}`} aria-label="Tax invoice">
      <InvoiceView invoice={invoice.data} />
      {back}
    </section>
  );
}
