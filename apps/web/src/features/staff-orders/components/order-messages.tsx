import {
  orderMessageStatusLabels,
  orderMessageTopicLabels,
  orderUpdateChannelLabels,
  type StaffOrderMessage,
} from '@ninetonine/contract';
import { useQuery } from '@tanstack/react-query';
import { orderMessagesQuery } from '../api/get-order-messages';
import styles from './staff-order-detail.module.css';

const wentWrong = (status: StaffOrderMessage['status']) =>
  status === 'failed' || status === 'undelivered' || status === 'opted_out';

/**
 * The customer's WhatsApp and SMS messages about this order (decision 0092): each one's channel
 * and where it stands, and in words why one failed, did not arrive or was not sent, so the
 * kitchen knows to call instead.
 */
export function OrderMessages({ orderId }: { orderId: string }) {
  const messages = useQuery(orderMessagesQuery(orderId));
  return (
    <section aria-labelledby="order-messages-title">
      <h2 id="order-messages-title">Messages to the customer</h2>
      {messages.isError && (
        <p className="alert" role="alert">
          The messages could not be loaded.
        </p>
      )}
      {messages.data?.length === 0 && (
        <p className="muted">No WhatsApp or SMS messages about this order.</p>
      )}
      {messages.data && messages.data.length > 0 && (
        <ul className={styles.refunds} aria-label="Messages to the customer">
          {messages.data.map((m) => (
            <li key={`${m.topic}-${m.channel}`} data-testid="order-message" data-status={m.status}>
              <span className={styles.refundHead}>
                <strong>{orderMessageTopicLabels[m.topic]}</strong>
                <span className="muted">{orderUpdateChannelLabels[m.channel]}</span>
                <span className={`chip ${wentWrong(m.status) ? styles.refused : ''}`}>
                  {orderMessageStatusLabels[m.status]}
                </span>
              </span>
              {m.reason && (
                <span className={wentWrong(m.status) ? styles.refusal : 'muted'} role="note">
                  {m.reason}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
