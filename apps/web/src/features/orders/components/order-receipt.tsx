import type { Order, RestaurantSettings } from '@ninetonine/contract';
import { paymentMethodLabels } from '@ninetonine/contract/core';
import { AddressText } from '@/components/address-text';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import styles from './order-receipt.module.css';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`${styles.row} ${strong ? styles.strong : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The customer's receipt on 80 mm paper (decision 0067): who sold it (name, address, phone),
 * the order and when, pickup or delivery, each line with its price, the totals as charged and
 * how it is paid. Times in the restaurant's zone.
 */
export function OrderReceipt({
  order,
  restaurant,
}: {
  order: Order;
  restaurant: RestaurantSettings | undefined;
}) {
  const format = useRestaurantFormat();
  return (
    <article className={styles.receipt} data-testid="order-receipt" data-order={order.number}>
      {restaurant && (
        <header className={styles.head}>
          <p className={styles.name}>{restaurant.name}</p>
          {restaurant.pickupAddress && <p>{restaurant.pickupAddress}</p>}
          {restaurant.phone && <p>Phone {restaurant.phone}</p>}
        </header>
      )}
      <p className={styles.number}>Order {order.number}</p>
      <p>Placed {format.dateTime(order.createdAt)}</p>
      {order.scheduledFor && <p>Booked for {format.dateTime(order.scheduledFor)}</p>}
      <p>
        {order.fulfilment === 'delivery' && order.address ? (
          <>
            Delivery to <AddressText address={order.address} />
          </>
        ) : (
          'Pickup at the restaurant'
        )}
      </p>
      <ul className={styles.lines}>
        {order.lines.map((line, i) => (
          <li key={`${line.foodId}-${line.size}-${i}`} className={styles.row}>
            <span>
              {line.quantity} × {line.name}
              {line.size && ` (${line.size})`}
              {line.options.length > 0 && (
                <span className={styles.options}>
                  {line.options
                    .map((o) =>
                      o.priceDelta > 0 ? `${o.name} (+${format.price(o.priceDelta)})` : o.name,
                    )
                    .join(', ')}
                </span>
              )}
            </span>
            <span>{format.price(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <Row label="Subtotal" value={format.price(order.subtotal)} />
        {order.discount > 0 && (
          <Row
            label={`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`}
            value={`−${format.price(order.discount)}`}
          />
        )}
        {order.fulfilment === 'delivery' && (
          <Row
            label="Delivery fee"
            value={order.deliveryFee > 0 ? format.price(order.deliveryFee) : 'Free'}
          />
        )}
        <Row label={order.taxIncluded ? 'Tax (included)' : 'Tax'} value={format.price(order.tax)} />
        {order.rounding !== 0 && (
          <Row
            label="Rounded for cash"
            value={`${order.rounding > 0 ? '+' : '−'}${format.price(Math.abs(order.rounding))}`}
          />
        )}
        <Row label="Total" value={format.price(order.total)} strong />
        <Row label="Payment" value={paymentMethodLabels[order.paymentMethod]} />
      </dl>
      {order.note && <p className={styles.note}>Note: {order.note}</p>}
      <p className={styles.thanks}>Thank you!</p>
    </article>
  );
}
