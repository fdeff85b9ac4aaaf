import type { Order } from '@ninetonine/contract';
import { customerCanCancel } from '@ninetonine/contract/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCancelOrder } from '../api/cancel-order';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { FormAlert } from '@/components/form/form-parts';

/**
 * "Cancel order", asked first (issue 19 #4): the dialog says what happens to the money (cash or
 * not paid yet: nothing to give back; paid online: refunded) and to the coupon (its use is
 * given back, decision 0039). It stays open only while the order can still be cancelled; the
 * live page closes it when the kitchen accepts (or, unpaid, when its payment lands).
 */
export function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const cancellable = customerCanCancel(order.status);
  const [wasAsking, setWasAsking] = useState(false);
  // The kitchen moved on while the question was open: say so instead of a silent close.
  const overtaken = wasAsking && !cancellable && !cancel.isSuccess;
  if (asking && !cancellable) {
    setAsking(false);
    setWasAsking(true);
  }
  const cancelling = cancel.isPending;
  const format = useRestaurantFormat();
  const money =
    order.payment.status === 'paid'
      ? `You paid ${format.price(order.payment.amount)} online: it is refunded to the UPI account, card or wallet you paid with, usually within 5–7 working days.`
      : order.status === 'awaiting_payment'
        ? 'Nothing has been charged, so there is nothing to refund.'
        : `Nothing has been paid: you pay in cash ${order.fulfilment === 'delivery' ? 'on delivery' : 'at pickup'}, so there is nothing to refund.`;

  return (
    <>
      {cancel.isError && <FormAlert>{cancel.error.message}</FormAlert>}
      {overtaken && (
        <FormAlert>
          The kitchen has accepted your order meanwhile, so it can no longer be cancelled here. Call
          the restaurant if you need to change it.
        </FormAlert>
      )}
      {cancellable && (
        <button
          type="button"
          className="btn"
          disabled={cancelling}
          aria-busy={cancelling}
          onClick={() => {
            cancel.reset();
            setAsking(true);
          }}
        >
          {cancelling ? 'Cancelling…' : 'Cancel order'}
        </button>
      )}
      <ConfirmDialog
        open={asking && cancellable}
        title={`Cancel order ${order.number}?`}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my order"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate(order._id);
        }}
      >
        <p>
          The kitchen has not accepted it yet, so you can still cancel it. Once they accept it, it
          can no longer be cancelled here.
        </p>
        <p>
          {money}
          {order.couponCode && ` Your code ${order.couponCode} can be used again.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
