import type { OrderUpdateChannel } from '@ninetonine/contract';
import { orderUpdateChannelLabels, orderUpdateChannels } from '@ninetonine/contract/core';
import { useState } from 'react';
import { ActionError } from '@/components/form/form-parts';
import { useUpdateProfile } from '../api/update-profile';
import type { ProfileResponse } from '../types';
import styles from './auth-form.module.css';

/**
 * "Order updates by: WhatsApp / SMS / none" (decision 0092), to the phone each order carries;
 * saved as soon as it is chosen, and the default at the next checkout.
 */
export function OrderUpdatesSettings({ profile }: { profile: ProfileResponse }) {
  const save = useUpdateProfile();
  // The choice shows at once, as the mail switch beside it does.
  const [chosen, setChosen] = useState<OrderUpdateChannel | null>(null);
  const value = chosen ?? profile.userProfileDetail.orderUpdates;
  return (
    <fieldset className={styles.mailSettings} aria-describedby="order-updates-hint">
      <legend>
        <h3 id="order-updates-heading">Order updates by</h3>
      </legend>
      {orderUpdateChannels.map((channel) => (
        <label key={channel} className={styles.check}>
          <input
            type="radio"
            name="account-order-updates"
            value={channel}
            checked={value === channel}
            aria-busy={save.isPending}
            onChange={() => {
              if (save.isPending) return;
              setChosen(channel);
              save.mutate({ orderUpdates: channel }, { onSettled: () => setChosen(null) });
            }}
          />
          {orderUpdateChannelLabels[channel]}
        </label>
      ))}
      <p id="order-updates-hint" className="muted">
        The receipt and each step of your orders, to the phone you give with the order. Reply STOP
        to any message to end them.
      </p>
      <div aria-live="polite">
        {save.isSuccess && !save.isPending && (
          <p role="status">
            Order updates:{' '}
            {orderUpdateChannelLabels[save.data.userProfileDetail.orderUpdates].toLowerCase()}.
          </p>
        )}
      </div>
      <ActionError error={save.error} fallback="We could not change that. Please try again." />
    </fieldset>
  );
}
