import { orderStatusLabels, type StaffOrder } from '@ninetonine/contract';
import { paymentMethodStaffLabels } from '@ninetonine/contract/core';
import { useAppSelector } from '@/app/hooks';
import { errorMessage } from '@/lib/api-client';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useRetryRefund } from '../api/refund-order';
import { OrderMessages } from './order-messages';
import { PaymentBadge } from './payment-badge';
import { RefundForm } from './refund-form';
import { RefundsList } from './refunds-list';
import styles from './staff-order-detail.module.css';

/**
 * One order for staff (/admin/orders/:id): what was ordered, the customer's WhatsApp and SMS
 * messages about it (decision 0092), where its money stands and its refunds; admins refund it, in full or in part, and retry a refund the provider refused
 * (decision 0080).
 */
export function StaffOrderDetail({ order }: { order: StaffOrder }) {
  const format = useRestaurantFormat();
  const admin = useAppSelector((s) => s.auth.user?.role) === 'admin';
  const retry = useRetryRefund(order._id);
  const refunded = order.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return (
    <div className={styles.detail}>
      <section className={styles.summary} aria-label="Order">
        <p>
          <span className="chip">{orderStatusLabels[order.status]}</span>{' '}
          <PaymentBadge payment={order.payment} method={order.paymentMethod} />
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Placed</dt>
            <dd>{format.dateTime(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>{order.address?.name || order.customer.name}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              {format.price(order.total)} · {paymentMethodStaffLabels[order.paymentMethod]}
            </dd>
          </div>
          {order.tip ? (
            <div>
              <dt>Rider tip (in the total, all of it the rider’s)</dt>
              <dd data-testid="rider-tip">{format.price(order.tip)}</dd>
            </div>
          ) : null}
          {order.contactless && (
            <div>
              <dt>Delivery</dt>
              <dd>Leave at the door (contactless)</dd>
            </div>
          )}
          {refunded > 0 && (
            <div>
              <dt>Refunded or being refunded</dt>
              <dd data-testid="refunded-total">{format.price(refunded / 100)}</dd>
            </div>
          )}
        </dl>
        <ul className={styles.lines} aria-label="Dishes">
          {order.lines.map((line, i) => (
            <li key={`${line.foodId}-${i}`}>
              {line.quantity} × {line.name} <span className="muted">({line.size})</span>
            </li>
          ))}
        </ul>
      </section>
      <OrderMessages orderId={order._id} />
      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title">Refunds</h2>
        {order.refunds.length === 0 && <p className="muted">No refunds on this order.</p>}
        <RefundsList
          order={order}
          busy={retry.isPending}
          {...(admin ? { onRetry: (id: string) => retry.mutate(id) } : {})}
        />
        {retry.isError && (
          <p className="alert" role="alert">
            {errorMessage(retry.error, 'The refund was not retried. Please try again.')}
          </p>
        )}
      </section>
      {admin && order.refundable > 0 && <RefundForm order={order} />}
    </div>
  );
}
