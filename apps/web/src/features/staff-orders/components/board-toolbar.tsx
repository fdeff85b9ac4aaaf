import type { FulfilmentMethod } from '@ninetonine/contract';
import { useState, type ReactNode } from 'react';
import type { BoardFilter } from '../board-model';
import type { LiveState } from '@/hooks/use-order-stream';
import styles from './orders-board.module.css';

const FULFILMENT_CHOICES: { value: FulfilmentMethod | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
  { value: 'dine_in', label: 'Dine-in' },
];

const LIVE_TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

interface BoardToolbarProps {
  filter: BoardFilter;
  onFilterChange: (filter: BoardFilter) => void;
  live: LiveState;
  sound: {
    soundOn: boolean;
    supported: boolean;
    needsTap: boolean;
    toggle: () => void;
    enable: () => void;
  };
  /** This device's other switches (notifications, printing), after the sound's. */
  children?: ReactNode;
}

const filterKey = (f: BoardFilter) => `${f.fulfilment}|${f.scheduledOnly}|${f.showUnpaid}`;

/**
 * The filter as the switches show it. The address holds the filter, and the router follows the
 * address in a transition, so a checkbox bound to it alone would spring back at the tap and turn
 * only once the board has rendered again (a tap that seems lost; Playwright's `check()` refused
 * it). A tap shows at once; a new address (the tap's, or back and forward) replaces it.
 */
function useShownFilter(filter: BoardFilter) {
  const key = filterKey(filter);
  const [tapped, setTapped] = useState({ key, filter });
  return [
    tapped.key === key ? tapped.filter : filter,
    (next: BoardFilter) => setTapped({ key, filter: next }),
  ] as const;
}

/** The filters, the sound switch and whether the board is live. */
export function BoardToolbar({
  filter: inAddress,
  onFilterChange,
  live,
  sound,
  children,
}: BoardToolbarProps) {
  const [filter, show] = useShownFilter(inAddress);
  const change = (next: BoardFilter) => {
    show(next);
    onFilterChange(next);
  };
  return (
    <div className={styles.toolbar}>
      <div role="group" aria-label="Show orders for" className={styles.segmented}>
        {FULFILMENT_CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={filter.fulfilment === choice.value}
            onClick={() => change({ ...filter, fulfilment: choice.value })}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filter.scheduledOnly}
          onChange={(e) => change({ ...filter, scheduledOnly: e.target.checked })}
        />
        Scheduled only
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filter.showUnpaid}
          onChange={(e) => change({ ...filter, showUnpaid: e.target.checked })}
        />
        Awaiting payment
      </label>
      {sound.supported && (
        <button
          type="button"
          className={`btn btn-small ${styles.soundToggle} ${sound.soundOn ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={sound.soundOn}
          onClick={sound.toggle}
        >
          Sound alerts<span aria-hidden="true">: {sound.soundOn ? 'on' : 'off'}</span>
        </button>
      )}
      {sound.supported && sound.needsTap && (
        // The browser keeps a page quiet until it is tapped: this tap is the one it wants.
        <button type="button" className="btn btn-small" onClick={sound.enable}>
          Tap to enable sound
        </button>
      )}
      {children}
      <p
        className={`${styles.live} ${live === 'live' ? styles.liveOn : styles.liveOff}`}
        role="status"
        data-testid="board-live"
      >
        {LIVE_TEXT[live]}
        {live === 'reconnecting' && (
          <span className="visually-hidden"> (checking for orders every few seconds)</span>
        )}
      </p>
    </div>
  );
}
