import {
  orderStatusLabels,
  tabPaymentMethodLabels,
  tabStaffPaymentMethods,
  tabStatusLabels,
  type StaffTab,
  type StaffTable,
} from '@ninetonine/contract';
import { useId, useState } from 'react';
import { ActionError } from '@/components/form/form-parts';
import { TabMoney } from '@/components/tab-money';
import { TabRefunds } from '@/components/tab-refunds';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useTabAction, type TabAction } from '../api/tabs';
import { PickThenAct } from './pick-then-act';
import styles from './dine-in-panel.module.css';

type StaffMethod = (typeof tabStaffPaymentMethods)[number];

interface TabCardProps {
  tab: StaffTab;
  /** Every table: the free ones are where the tab can move. */
  tables: readonly StaffTable[];
  /** The other open tabs: each can be merged into this one. */
  others: readonly StaffTab[];
}

/** One table's running tab for staff: its rounds and money, and what staff can do with it. */
export function TabCard({ tab, tables, others }: TabCardProps) {
  const format = useRestaurantFormat();
  const id = useId();
  const action = useTabAction();
  const [method, setMethod] = useState<StaffMethod>('cash');
  const free = tables.filter((t) => !t.tab && t._id !== tab.tableId);
  const mergeable = others.filter((o) => o.status === 'open' || o.status === 'bill_asked');
  const open = tab.status === 'open' || tab.status === 'bill_asked';
  const run = (a: TabAction) => action.mutate({ tabId: tab._id, action: a });
  const counted = tab.rounds.filter((r) => r.status !== 'cancelled' && r.status !== 'rejected');
  return (
    <article className={styles.tab} aria-label={`Tab of ${tab.tableName}`} data-testid="staff-tab">
      <header className={styles.tabHead}>
        <h3 className={styles.tabTitle}>{tab.tableName}</h3>
        <span className="chip" data-testid="tab-status">
          {tabStatusLabels[tab.status]}
        </span>
      </header>
      <p className="muted">
        {tab.guests.map((g) => g.name).join(', ') || 'No guests yet'} · {counted.length}{' '}
        {counted.length === 1 ? 'round' : 'rounds'}
      </p>
      {tab.rounds.length > 0 && (
        <ul className={styles.rounds} aria-label={`Rounds of ${tab.tableName}`}>
          {tab.rounds.map((r) => (
            <li key={r._id}>
              {r.number} · {r.guestName} · {orderStatusLabels[r.status]} · {format.price(r.total)}
            </li>
          ))}
        </ul>
      )}
      <TabMoney tab={tab} className={styles.money} balanceLabel="Due" paidAtNothing />
      <TabRefunds refunds={tab.refunds} />
      <div className={styles.tabActions}>
        {tab.status !== 'paid' && tab.balance > 0 && (
          <div className={styles.inline}>
            <label htmlFor={`${id}-method`}>Paid with</label>
            <select
              id={`${id}-method`}
              value={method}
              onChange={(e) => setMethod(e.target.value as StaffMethod)}
            >
              {tabStaffPaymentMethods.map((m) => (
                <option key={m} value={m}>
                  {tabPaymentMethodLabels[m]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-small btn-primary"
              disabled={action.isPending}
              onClick={() => run({ kind: 'paid', method })}
            >
              Mark paid<span className="visually-hidden"> {tab.tableName}</span>
            </button>
          </div>
        )}
        {(tab.status === 'paid' || tab.balance === 0) && (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={action.isPending}
            onClick={() => run({ kind: 'close' })}
          >
            Close tab<span className="visually-hidden"> {tab.tableName}</span>
          </button>
        )}
        {open && free.length > 0 && (
          <PickThenAct
            id={`${id}-move`}
            label="Move to"
            placeholder="Choose a free table"
            choices={free.map((t) => ({ value: t._id, label: t.name }))}
            busy={action.isPending}
            onAct={(tableId) => run({ kind: 'move', tableId })}
          >
            Move<span className="visually-hidden"> {tab.tableName}</span>
          </PickThenAct>
        )}
        {open && mergeable.length > 0 && (
          <PickThenAct
            id={`${id}-merge`}
            label="Merge in"
            placeholder="Choose a tab"
            choices={mergeable.map((o) => ({ value: o._id, label: o.tableName }))}
            busy={action.isPending}
            onAct={(fromTabId) => run({ kind: 'merge', fromTabId })}
          >
            Merge<span className="visually-hidden"> into {tab.tableName}</span>
          </PickThenAct>
        )}
      </div>
      <ActionError error={action.error} fallback="We could not change the tab." />
    </article>
  );
}
