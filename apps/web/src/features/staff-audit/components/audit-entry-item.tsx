import type { AuditEntry } from '@ninetonine/contract';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { auditDiff, diffLineText } from '../audit-diff';
import { auditSentence, ENTITY_LABELS } from '../audit-sentence';
import type { AuditFilter } from '../api/get-audit';
import styles from './staff-audit.module.css';

interface AuditEntryItemProps {
  entry: AuditEntry;
  /** Narrows the log to this entry's actor or record. */
  onFilter: (filter: AuditFilter) => void;
}

/** Who did what to which record, when, and what changed. */
export function AuditEntryItem({ entry, onFilter }: AuditEntryItemProps) {
  const format = useRestaurantFormat();
  const changes = auditDiff(entry.before, entry.after);
  return (
    <li className={styles.entry}>
      <p className={styles.headline}>{auditSentence(entry, format)}</p>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{format.dateTimeSeconds(entry.at)}</time> ·{' '}
        {ENTITY_LABELS[entry.entityType] ?? entry.entityType}
      </p>
      {changes.length > 0 && (
        <details className={styles.details}>
          <summary>What changed</summary>
          <ul className={styles.changes} aria-label="Changes">
            {changes.map((line) => (
              <li key={line.field}>{diffLineText(line)}</li>
            ))}
          </ul>
        </details>
      )}
      <div className={styles.entryActions}>
        {entry.actor._id && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => onFilter({ actor: entry.actor._id! })}
          >
            Only changes by {entry.actor.label}
          </button>
        )}
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => onFilter({ entityType: entry.entityType, entityId: entry.entityId })}
        >
          History of this {entry.entityType.replace('_', ' ')}
        </button>
      </div>
    </li>
  );
}
