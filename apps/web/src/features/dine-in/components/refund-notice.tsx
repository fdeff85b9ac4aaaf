import { tabRefundTexts, type GuestTab } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './table-page.module.css';

/**
 * Back from the provider's page with a payment the tab did not need (paid meanwhile, more than
 * it owed): it is being refunded by itself, never "nothing was charged" (decision 0100). The
 * newest refund of the tab is this payment's: the server made it before sending the guest back.
 */
export function RefundNotice({ refund }: { refund: GuestTab['refunds'][number] | undefined }) {
  const format = useRestaurantFormat();
  return (
    <p role="status" className={styles.notice} data-testid="refund-notice">
      {tabRefundTexts.notice[refund?.status ?? 'pending'](
        refund ? format.price(refund.amount) : 'it',
      )}
    </p>
  );
}
