import type { GuestTab, TableCallKind } from '@ninetonine/contract';
import { useState } from 'react';
import { ActionError } from '@/components/form/form-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { usePayTab, useTableCall } from '../api/guest-table';
import styles from './table-page.module.css';

const CALLED: Record<TableCallKind, string> = {
  staff: 'We told the staff: someone is coming to your table.',
  bill: 'We asked for your bill: someone is bringing it. You can also pay online here.',
};

interface TableActionsProps {
  token: string;
  tab: GuestTab;
  /** Online payment is offered (a provider is set up). */
  onlinePayment: boolean;
  /** Sends the browser to the provider's page (a whole-page visit; decision 0062). */
  onLeaveToPay: (redirectUrl: string) => void;
}

/** "Call staff", "Ask for the bill" and "Pay online", each saying what happened. */
export function TableActions({ token, tab, onlinePayment, onLeaveToPay }: TableActionsProps) {
  const format = useRestaurantFormat();
  const call = useTableCall(token);
  const pay = usePayTab(token);
  const [said, setSaid] = useState<string | null>(null);
  const open = tab.status === 'open' || tab.status === 'bill_asked';
  const ask = (kind: TableCallKind) => {
    setSaid(null);
    call.mutate(kind, { onSuccess: () => setSaid(CALLED[kind]) });
  };
  return (
    <section aria-label="Ask the staff" className={styles.actions}>
      <div className={styles.actionButtons}>
        {open && (
          <>
            <button
              type="button"
              className="btn"
              disabled={call.isPending}
              onClick={() => ask('staff')}
            >
              Call staff
            </button>
            <button
              type="button"
              className="btn"
              disabled={call.isPending || tab.balance <= 0}
              onClick={() => ask('bill')}
            >
              Ask for the bill
            </button>
          </>
        )}
        {onlinePayment && open && tab.balance > 0 && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={pay.isPending}
            aria-busy={pay.isPending}
            onClick={() => pay.mutate(undefined, { onSuccess: onLeaveToPay })}
          >
            {pay.isPending ? 'Opening the payment…' : `Pay ${format.price(tab.balance)} online`}
          </button>
        )}
      </div>
      <p
        role="status"
        className={said ? styles.sent : 'visually-hidden'}
        data-testid="call-feedback"
      >
        {said}
      </p>
      <ActionError
        error={call.error}
        fallback="We could not reach the staff. Please wave to them."
      />
      <ActionError
        error={pay.error}
        fallback="We could not start the payment. Please ask the staff."
      />
    </section>
  );
}
