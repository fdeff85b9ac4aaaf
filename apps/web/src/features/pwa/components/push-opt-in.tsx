import type { PushTopic } from '@ninetonine/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import {
  notificationPermission,
  pushSupported,
  subscribedHere,
  subscribeThisDevice,
} from '../push-subscription';
import styles from './app-notices.module.css';

type State = 'unknown' | 'off' | 'working' | 'on' | 'denied' | 'failed';

const PUSH_FAILED =
  'This browser could not turn on notifications here. The page itself still updates live while it is open.';

const BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser’s site settings to get them here.';

/**
 * The opt-in to web push, where it makes sense (decision 0066): on an order's page ("Get updates
 * on this order") and on the kitchen board ("Notify this device of new orders"). The browser
 * asks its permission only when the button is pressed. Nothing is shown where push cannot work.
 */
export function PushOptIn({
  topic,
  label,
  onText,
}: {
  topic: PushTopic;
  label: string;
  onText: string;
}) {
  const [state, setState] = useState<State>('unknown');
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    const permission = notificationPermission();
    void subscribedHere(topic)
      .catch(() => false)
      .then((subscribed) => {
        if (!live) return;
        if (permission === 'denied') setState('denied');
        else setState(permission === 'granted' && subscribed ? 'on' : 'off');
      });
    return () => {
      live = false;
    };
  }, [topic]);

  const turnOn = async () => {
    setState('working');
    setProblem('');
    try {
      setState((await subscribeThisDevice(topic)) === 'subscribed' ? 'on' : 'denied');
    } catch (error) {
      // Usually the browser's push service is out of reach, which another tap does not change.
      setProblem(errorMessage(error, PUSH_FAILED));
      setState('failed');
    }
  };

  if (state === 'unknown') return null;
  return (
    <div className={styles.pushOptIn}>
      {state === 'on' ? (
        <p role="status">{onText}</p>
      ) : state === 'denied' ? (
        <p role="status">{BLOCKED}</p>
      ) : (
        <>
          <button
            type="button"
            className="btn"
            onClick={() => void turnOn()}
            disabled={state === 'working'}
          >
            {label}
          </button>
          {state === 'failed' && (
            <p role="alert" className={styles.pushProblem}>
              {problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
