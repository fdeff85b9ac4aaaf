import type { Order } from '@ninetonine/contract';
import { useState } from 'react';
import { usePayOnHandover } from '../api/pay-on-handover';
import { useRetryPayment } from '../api/retry-payment';
import { leaveToPay } from '../leave-to-pay';
import { FormAlert } from '@/components/form/form-parts';

/** "Pay on delivery instead" or "Pay at pickup instead": the order's way of paying on handover. */
export const handoverLabel = (order: Pick<Order, 'fulfilment'>) =>
  order.fulfilment === 'delivery' ? 'Pay on delivery instead' : 'Pay at pickup instead';

/**
 * What a customer can do about an order still waiting for its payment: pay (a fresh attempt on
 * the provider's page, a whole-page visit) or pay on handover instead (the order is placed at
 * once and the page shows it). A refusal says why, and the order is read again.
 */
export function PaymentActions({ order, payLabel }: { order: Order; payLabel: string }) {
  const retry = useRetryPayment();
  const handover = usePayOnHandover();
  // On the way to the provider's page: nothing else may start meanwhile.
  const [leaving, setLeaving] = useState(false);
  const opening = retry.isPending || leaving;
  const busy = opening || handover.isPending;
  const error = retry.error ?? handover.error;

  return (
    <>
      {error && <FormAlert>{error.message}</FormAlert>}
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        aria-busy={opening}
        onClick={() => {
          handover.reset();
          retry.mutate(order._id, {
            onSuccess: ({ redirectUrl }) => {
              setLeaving(true);
              leaveToPay(order._id, redirectUrl);
            },
          });
        }}
      >
        {opening ? 'Opening the payment page…' : payLabel}
      </button>
      <button
        type="button"
        className="btn"
        disabled={busy}
        aria-busy={handover.isPending}
        onClick={() => {
          retry.reset();
          handover.mutate(order._id);
        }}
      >
        {handover.isPending ? 'Switching…' : handoverLabel(order)}
      </button>
    </>
  );
}
