import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@ninetonine/contract';
import { createdAt, idColumn, jsonOf, timestampTz } from './columns';
import { orders } from './orders';

export const mailJobStates = ['pending', 'sent', 'failed'] as const;
export type MailJobState = (typeof mailJobStates)[number];
/** `order`: a mail about an order, composed when sent; `account`: a written mail (0076). */
export const mailJobKinds = ['order', 'account'] as const;
export type MailJobKind = (typeof mailJobKinds)[number];

/** An account mail as written when queued (a link's token inside: kept only until it goes). */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The durable mail queue (decisions 0064, 0076): one row per mail, written in the same
 * transaction as the change it tells about: an order's status, or an account's link (reset,
 * verification, invitation). Workers claim due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`lockedUntil`), so several instances send each mail once.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: idColumn(),
    kind: text('kind').$type<MailJobKind>().notNull().default('order'),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The status the mail tells about: `placed` is the receipt. */
    status: text('status').$type<OrderStatus>(),
    /** A rejection's or cancellation's reason, as it was given. */
    reason: text('reason'),
    /** A staff refund's mail: the refund row it tells about (decision 0080). */
    refundId: text('refund_id'),
    /** An account mail's text; emptied once it is sent or given up (its link's token goes). */
    mail: jsonOf<QueuedMail>('mail'),
    /** Not worth sending after this (the link in it has expired): given up instead. */
    expiresAt: timestampTz('expires_at'),
    /** One mail per order and status: a kitchen undo and redo does not mail twice. */
    dedupeKey: text('dedupe_key').notNull(),
    state: text('state').$type<MailJobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the back-off after a failed attempt. */
    runAt: timestampTz('run_at').notNull(),
    /** A worker holds the job until then; a crashed worker's job is claimable again after it. */
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_jobs_dedupe_idx').on(t.dedupeKey),
    index('mail_jobs_due_idx').on(t.state, t.runAt),
    index('mail_jobs_order_idx').on(t.orderId),
    check('mail_jobs_state_valid', sql`${t.state} IN ('pending', 'sent', 'failed')`),
    check(
      'mail_jobs_kind_valid',
      sql`(${t.kind} = 'order' AND ${t.orderId} IS NOT NULL AND ${t.status} IS NOT NULL) OR (${t.kind} = 'account' AND ${t.orderId} IS NULL)`,
    ),
  ],
);
