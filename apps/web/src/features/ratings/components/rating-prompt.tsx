import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { ratingPromptQuery } from '../api/ratings-api';
import styles from './ratings.module.css';

/** The order whose prompt the customer closed: that order is not asked about again. */
const DISMISSED_KEY = 'ninetonine.ratingPromptDismissed';

function dismissedOrder(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null; // Storage refused (private mode): the prompt shows, closing hides it for now.
  }
}

/**
 * On the next visit after a delivery: a small, dismissable ask to rate the latest order not
 * rated yet. `enabled`: a signed-in customer (the page knows; nobody else is asked).
 */
export function RatingPrompt({ enabled }: { enabled: boolean }) {
  const prompt = useQuery({ ...ratingPromptQuery(), enabled });
  const [closed, setClosed] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : dismissedOrder(),
  );
  const order = prompt.data;
  if (!enabled || !order || closed === order.id) return null;
  return (
    <aside className={styles.prompt} aria-label="Rate your last order">
      <p>How was your order {order.number}? Tell us in a few taps.</p>
      <Link
        to={`/order-confirmation?id=${encodeURIComponent(order.id)}#rate`}
        className="btn btn-primary"
      >
        Rate it
      </Link>
      <button
        type="button"
        className="btn"
        onClick={() => {
          try {
            localStorage.setItem(DISMISSED_KEY, order.id);
          } catch {
            // Not kept: closed for this visit only.
          }
          setClosed(order.id);
        }}
      >
        Not now
      </button>
    </aside>
  );
}
