import type { Order, OrderStatus } from '@ninetonine/contract';
import styles from './orders.module.css';

interface Step {
  label: string;
  /** The statuses during which this step is the current one. */
  statuses: readonly OrderStatus[];
}

const placed: Step = { label: 'Placed', statuses: ['placed'] };
/** Each way of getting the food has its own four steps (decision 0051). */
const stepsOf: Record<Order['fulfilment'], readonly Step[]> = {
  delivery: [
    placed,
    { label: 'Cooking', statuses: ['accepted', 'preparing', 'ready'] },
    { label: 'On the way', statuses: ['out_for_delivery'] },
    { label: 'Delivered', statuses: ['delivered'] },
  ],
  pickup: [
    placed,
    { label: 'Cooking', statuses: ['accepted', 'preparing'] },
    { label: 'Ready to collect', statuses: ['ready'] },
    { label: 'Picked up', statuses: ['picked_up'] },
  ],
  // A dine-in round (decision 0094), brought to the table.
  dine_in: [
    placed,
    { label: 'Cooking', statuses: ['accepted', 'preparing'] },
    { label: 'Ready', statuses: ['ready'] },
    { label: 'Served', statuses: ['served'] },
  ],
};

const stateClass = {
  done: styles.stepDone,
  current: styles.stepCurrent,
  todo: styles.stepTodo,
};

/** Where a live order is: a list of its steps, the current one marked for assistive tech too. */
export function OrderTracker({ order }: { order: Pick<Order, 'status' | 'fulfilment'> }) {
  const steps = stepsOf[order.fulfilment];
  const current = steps.findIndex((s) => s.statuses.includes(order.status));
  // A cancelled or rejected order has no progress to show (its reason is shown instead).
  if (current < 0) return null;
  const finished = current === steps.length - 1;
  return (
    <ol className={styles.tracker} aria-label="Order progress" data-testid="order-tracker">
      {steps.map((step, i) => {
        const state = i < current || finished ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={step.label}
            className={stateClass[state]}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className={styles.stepMark} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span>
              {step.label}
              {state !== 'current' && (
                <span className="visually-hidden">
                  {state === 'done' ? ' (done)' : ' (to come)'}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
