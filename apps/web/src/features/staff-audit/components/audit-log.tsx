import { auditEntityTypes } from '@ninetonine/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { useListParams } from '@/hooks/use-list-params';
import { auditQuery, type AuditFilter } from '../api/get-audit';
import { ENTITY_LABELS } from '../audit-sentence';
import { AuditEntryItem } from './audit-entry-item';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-audit.module.css';
import { FormAlert } from '@/components/form/form-parts';

function describeFilter(filter: AuditFilter, actorLabel: string | undefined): string | null {
  const parts = [
    filter.actor && `changes by ${actorLabel ?? 'one person'}`,
    filter.entityId && `the history of one ${filter.entityType?.replace('_', ' ') ?? 'record'}`,
  ].filter(Boolean);
  return parts.length ? `Showing only ${parts.join(', ')}.` : null;
}

/** Every staff change, newest first: who, what, when, before → after. */
export function AuditLog() {
  const list = useListParams(['actor', 'entityType', 'entityId', 'from', 'to']);
  const { actor, entityType, entityId, from, to } = list.filters;
  // Absent keys stay absent: the query key is the same for the same filter.
  const filter: AuditFilter = {
    ...(actor && { actor }),
    ...(entityType && { entityType }),
    ...(entityId && { entityId }),
    ...(from && { from }),
    ...(to && { to }),
  };
  const setFilter = (next: AuditFilter) =>
    list.setFilters({
      actor: next.actor ?? '',
      entityType: next.entityType ?? '',
      entityId: next.entityId ?? '',
      from: next.from ?? '',
      to: next.to ?? '',
    });
  // Who the actor filter is about, for saying so (the API filters by id).
  const [actorLabel, setActorLabel] = useState<string>();
  const log = useInfiniteQuery(auditQuery(filter));
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const filterText = describeFilter(filter, actorLabel);

  return (
    <div className={screen.page}>
      <div className={styles.filters} role="group" aria-label="Filter the log">
        <label>
          Kind of change
          <select
            value={entityType ?? ''}
            onChange={(e) =>
              setFilter({ ...filter, entityType: e.target.value || undefined, entityId: undefined })
            }
          >
            <option value="">All kinds</option>
            {auditEntityTypes.map((type) => (
              <option key={type} value={type}>
                {ENTITY_LABELS[type] ?? type}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input
            type="date"
            value={from ?? ''}
            max={to || undefined}
            onChange={(e) => setFilter({ ...filter, from: e.target.value || undefined })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={to ?? ''}
            min={from || undefined}
            onChange={(e) => setFilter({ ...filter, to: e.target.value || undefined })}
          />
        </label>
      </div>
      {filterText && (
        <div className={styles.filterBar} role="status">
          <span>{filterText}</span>
          <button type="button" className="btn btn-small" onClick={() => setFilter({})}>
            Show all changes
          </button>
        </div>
      )}
      <QueryState
        query={log}
        errorTitle="The audit log could not be loaded"
        isEmpty={(data) => data.pages.every((p) => p.entries.length === 0)}
        empty={
          <StatePanel icon="search" title="No changes yet">
            Every change staff make to the menu, orders, settings, offers and users shows up here.
          </StatePanel>
        }
      >
        {() => (
          <>
            <ul className={styles.entries} aria-label="Audit log entries">
              {entries.map((entry) => (
                <AuditEntryItem
                  key={entry._id}
                  entry={entry}
                  onFilter={(next) => {
                    if (next.actor) setActorLabel(entry.actor.label);
                    setFilter(next);
                  }}
                />
              ))}
            </ul>
            {log.hasNextPage && (
              <button
                type="button"
                className="btn"
                disabled={log.isFetchingNextPage}
                aria-busy={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? 'Loading older changes…' : 'Load older changes'}
              </button>
            )}
            {log.isFetchNextPageError && <FormAlert>{log.error?.message}</FormAlert>}
          </>
        )}
      </QueryState>
    </div>
  );
}
