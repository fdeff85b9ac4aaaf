import type { LiveState } from '@/hooks/use-order-stream';
import styles from './order-screens.module.css';

const liveWords = {
  kitchen: 'Live: this page updates as the kitchen works on your order.',
  payment: 'Live: this page updates as soon as the payment is confirmed.',
};

/** Whether the page is following the order live (blank once nothing more will happen to it). */
export function LiveLine({
  state,
  final,
  waitingFor = 'kitchen',
}: {
  state: LiveState;
  final: boolean;
  waitingFor?: keyof typeof liveWords;
}) {
  return (
    <p className={styles.live} role="status">
      {final
        ? ''
        : state === 'live'
          ? liveWords[waitingFor]
          : state === 'reconnecting'
            ? 'Reconnecting to live updates… meanwhile we check your order every few seconds.'
            : 'Connecting to live updates…'}
    </p>
  );
}
