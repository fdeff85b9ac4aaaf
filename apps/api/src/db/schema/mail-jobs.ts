import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@ninetonine/contract';
import { createdAt, idColumn, ownerId } from './columns';
import { orders } from './orders';

export const mailJobStates = ['pending', 'sent', 'failed'] as const;
export type MailJobState = (typeof mailJobStates)[number];

/**
 * The durable mail queue (decision 0064): one row per mail about an order, written in the same
 * transaction as the order change it tells about. Workers claim due rows with
 * FOR UPDATE SKIP LOCKED and a lease (`lockedUntil`), so several instances send each mail once.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: idColumn(),
    orderId: ownerId('order_id', () => orders.id),
    /** The status the mail tells about: `placed` is the receipt. */
    status: text('status').$type<OrderStatus>().notNull(),
    /** A rejection's or cancellation's reason, as it was given. */
    reason: text('reason'),
    /** One mail per order and status: a kitchen undo and redo does not mail twice. */
    dedupeKey: text('dedupe_key').notNull(),
    state: text('state').$type<MailJobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the back-off after a failed attempt. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A worker holds the job until then; a crashed worker's job is claimable again after it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_jobs_dedupe_idx').on(t.dedupeKey),
    index('mail_jobs_due_idx').on(t.state, t.runAt),
    index('mail_jobs_order_idx').on(t.orderId),
    check('mail_jobs_state_valid', sql`${t.state} IN ('pending', 'sent', 'failed')`),
  ],
);
