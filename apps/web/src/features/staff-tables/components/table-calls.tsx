import { tableCallLabels, type TableCall } from '@ninetonine/contract';
import { ActionError } from '@/components/form/form-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { useAcknowledgeCall } from '../api/table-calls';
import styles from './dine-in-panel.module.css';

/** Guests calling for staff or the bill, oldest first, each until someone acknowledges it. */
export function TableCalls({ calls }: { calls: readonly TableCall[] }) {
  const format = useRestaurantFormat();
  const acknowledge = useAcknowledgeCall();
  return (
    <section className={styles.calls} aria-labelledby="table-calls-title">
      <h2 id="table-calls-title" className={styles.title}>
        Table calls <span className={styles.count}>{calls.length}</span>
      </h2>
      {/* Announced as they come: a waiter hears a table asking without looking. */}
      <ul className={styles.callList} aria-live="polite">
        {calls.map((call) => (
          <li
            key={call._id}
            className={`${styles.call} ${call.kind === 'bill' ? styles.bill : ''}`}
            data-testid="table-call"
          >
            <span>
              <strong>{call.tableName}</strong> · {call.guestName}{' '}
              {tableCallLabels[call.kind].toLowerCase()}{' '}
              <time className="muted" dateTime={call.at}>
                {format.clock(call.at)}
              </time>
            </span>
            <button
              type="button"
              className="btn btn-small btn-primary"
              disabled={acknowledge.isPending && acknowledge.variables === call._id}
              onClick={() => acknowledge.mutate(call._id)}
            >
              Acknowledge
              <span className="visually-hidden">
                {' '}
                {call.tableName} {tableCallLabels[call.kind].toLowerCase()}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {calls.length === 0 && <p className="muted">No table is calling.</p>}
      <ActionError error={acknowledge.error} fallback="We could not acknowledge the call." />
    </section>
  );
}
