import type { OrderUpdateChannel } from '@ninetonine/contract';
import { orderUpdateChannelLabels, orderUpdateChannels } from '@ninetonine/contract/core';
import panel from '@/components/page-panel.module.css';
import styles from './checkout.module.css';

const HINTS: Record<OrderUpdateChannel, string> = {
  whatsapp: 'The receipt and each step, on WhatsApp. Reply STOP to end them.',
  sms: 'The receipt and each step, by text message. Reply STOP to end them.',
  none: 'Follow the order on its page (and by email, if you have one).',
};

/**
 * "Order updates by: WhatsApp / SMS / none" for the order's phone (decision 0092): the choice
 * goes with the order and is kept as the customer's for the next one.
 */
export function OrderUpdatesChoice(props: {
  value: OrderUpdateChannel;
  onChange: (value: OrderUpdateChannel) => void;
}) {
  return (
    <div className={`card ${panel.panel}`}>
      <fieldset className={styles.fieldset}>
        <legend>Order updates by</legend>
        <div className={styles.options}>
          {orderUpdateChannels.map((channel) => (
            <label
              key={channel}
              className={`${styles.option} ${props.value === channel ? styles.selected : ''}`}
            >
              <input
                type="radio"
                name="order-updates"
                value={channel}
                checked={props.value === channel}
                onChange={() => props.onChange(channel)}
              />
              <span>
                <strong>{orderUpdateChannelLabels[channel]}</strong>
                <span className={styles.hint}>{HINTS[channel]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
