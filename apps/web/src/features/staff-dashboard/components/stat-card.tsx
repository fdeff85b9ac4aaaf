import { useId } from 'react';
import type { Change } from '../dashboard-figures';
import styles from './staff-dashboard.module.css';

const ARROWS: Record<Change['direction'], string> = { up: '▲', down: '▼', same: '●', new: '▲' };

/** One headline figure next to last week's, the change said in words as well as colour. */
export function StatCard(props: {
  title: string;
  value: string;
  lastWeekValue: string;
  lastWeekDay: string;
  change: Change;
}) {
  const id = useId();
  const { change } = props;
  return (
    <section className={`card ${styles.stat}`} aria-labelledby={id}>
      <h3 id={id} className={styles.statTitle}>
        {props.title}
      </h3>
      <p className={styles.statValue}>{props.value}</p>
      <p className={styles.change} data-direction={change.direction}>
        <span aria-hidden="true">
          {ARROWS[change.direction]} {change.text}
        </span>
        <span className="visually-hidden">{change.label}</span>
      </p>
      <p className={styles.statBefore}>
        {props.lastWeekDay}: {props.lastWeekValue}
      </p>
    </section>
  );
}
