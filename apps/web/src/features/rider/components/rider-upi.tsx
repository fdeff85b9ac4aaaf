import type { UpiCollect } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './rider.module.css';

/**
 * The cash to collect, payable by UPI instead (decision 0090): the customer scans the QR with
 * their own phone, or the rider's link opens a UPI app on the rider's phone to show the request.
 * Either way the amount is exactly the cash due; the rider checks the payment arrived.
 */
export function RiderUpi({ upi, orderNumber }: { upi: UpiCollect; orderNumber: string }) {
  const format = useRestaurantFormat();
  const amount = format.price(upi.amount);
  return (
    <figure className={styles.upi} data-testid="rider-upi">
      <img
        src={upi.qrCode}
        alt={`UPI QR code to pay ${amount} for order ${orderNumber}`}
        width={176}
        height={176}
      />
      <figcaption>
        Or pay {amount} by UPI: the customer scans this code.{' '}
        <a className="btn btn-ghost" href={upi.uri}>
          Open in a UPI app
        </a>
      </figcaption>
    </figure>
  );
}
