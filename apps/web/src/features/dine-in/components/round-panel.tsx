import { ORDER_NOTE_MAX } from '@ninetonine/contract/core';
import { QuantityStepper } from '@/components/quantity-stepper';
import { TextAreaField } from '@/components/form/text-field';
import { ErrorAlert } from '@/components/form/form-parts';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import type { RoundDraft } from '../round-draft';
import styles from './table-page.module.css';

interface RoundPanelProps {
  draft: RoundDraft;
  sending: boolean;
  error: unknown;
  /** What the last send said ("Round sent to the kitchen."), until the next change. */
  sentText: string | null;
  onSend: () => void;
}

/** This phone's round: its dishes, a note, and "Send to the kitchen". */
export function RoundPanel({ draft, sending, error, sentText, onSend }: RoundPanelProps) {
  const format = useRestaurantFormat();
  return (
    <section aria-labelledby="round-title" className={styles.round}>
      <h2 id="round-title">
        Your round{' '}
        <span className={styles.count} data-testid="round-count">
          {draft.count}
        </span>
      </h2>
      <p role="status" className={sentText ? styles.sent : 'visually-hidden'}>
        {sentText}
      </p>
      {draft.lines.length === 0 ? (
        <p className="muted">Add dishes from the menu, then send them to the kitchen.</p>
      ) : (
        <>
          <ul className={styles.roundLines} aria-label="Dishes in your round">
            {draft.lines.map((line) => (
              <li key={line.key}>
                <span>
                  {line.name} <span className="muted">({line.size})</span>
                  {line.optionNames.length > 0 && (
                    <span className="muted"> · {line.optionNames.join(', ')}</span>
                  )}
                </span>
                <QuantityStepper
                  value={line.quantity}
                  onChange={(q) => draft.setQuantity(line.key, q)}
                  itemLabel={line.name}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => draft.setQuantity(line.key, 0)}
                >
                  Remove<span className="visually-hidden"> {line.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <TextAreaField
            id="round-note"
            label="Note for the kitchen (optional)"
            value={draft.note}
            onValueChange={draft.setNote}
            maxLength={ORDER_NOTE_MAX}
            rows={2}
          />
          <p className={styles.estimate}>
            About {format.price(draft.estimate)}{' '}
            <span className="muted">(the kitchen’s prices and taxes on the tab)</span>
          </p>
        </>
      )}
      <ErrorAlert error={error} fallback="We could not send your round. Please try again." />
      <button
        type="button"
        className="btn btn-primary"
        disabled={draft.lines.length === 0 || sending}
        aria-busy={sending}
        onClick={onSend}
      >
        {sending ? 'Sending…' : 'Send round to the kitchen'}
      </button>
    </section>
  );
}
