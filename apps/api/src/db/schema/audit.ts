import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestampTz } from './columns';
import { users } from './users';

/**
 * Every staff change: who, what, when, and the record before and after. Written in the same
 * transaction as the change itself, so a change without its entry (or the reverse) cannot exist.
 * Append-only: nothing updates or deletes these rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    /** Null only if the account was deleted later (the entry outlives it). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the actor's email or name at the time. */
    actorLabel: text('actor_label').notNull(),
    /** What happened, e.g. `food.update`, `user.role`, `settings.update`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
  ],
);
