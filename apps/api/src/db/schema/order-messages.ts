import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderMessageTopic, OrderStatus } from '@ninetonine/contract';
import { createdAt, idColumn, jsonOf, timestampTz, updatedAt } from './columns';
import { orders } from './orders';

export const messageChannels = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const messageJobStates = ['pending', 'sent', 'failed', 'opted_out'] as const;
export type MessageJobState = (typeof messageJobStates)[number];
/**
 * What the provider's status callbacks report after it accepted a message (Twilio's
 * MessageStatus values we keep), in the order a message moves through them: a report never
 * moves a message back to an earlier one (callbacks can arrive out of order).
 */
export const messageDeliveryStatuses = [
  'queued',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'read',
] as const;
export type MessageDeliveryStatus = (typeof messageDeliveryStatuses)[number];

/**
 * Order messages on the phone (decision 0092), queued like order mails (0064, 0076): one row per
 * order, status and channel, written in the transaction that moved the order; workers claim due
 * rows with FOR UPDATE SKIP LOCKED and a lease, so several instances send each message once.
 */
export const messageJobs = pgTable(
  'message_jobs',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    topic: text('topic').$type<OrderMessageTopic>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** E.164, as the order's contact phone normalised when it was queued. */
    phone: text('phone').notNull(),
    state: text('state').$type<MessageJobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestampTz('run_at').notNull(),
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    /** The provider's id of the message it accepted (Twilio's Message SID). */
    providerId: text('provider_id'),
    /** The provider's latest report on the message (its status callbacks), null before one. */
    deliveryStatus: text('delivery_status').$type<MessageDeliveryStatus>(),
    /** The provider's error code with an `undelivered` or `failed` report (Twilio's ErrorCode). */
    deliveryErrorCode: integer('delivery_error_code'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('message_jobs_once_idx').on(t.orderId, t.status, t.channel),
    index('message_jobs_due_idx').on(t.state, t.runAt),
    check('message_jobs_channel_valid', sql`${t.channel} IN ('sms', 'whatsapp')`),
    check(
      'message_jobs_state_valid',
      sql`${t.state} IN ('pending', 'sent', 'failed', 'opted_out')`,
    ),
    check(
      'message_jobs_delivery_status_valid',
      sql`${t.deliveryStatus} IN ('queued', 'sent', 'delivered', 'undelivered', 'failed', 'read')`,
    ),
  ],
);

/** Numbers that said STOP (or that the provider reports unsubscribed): never messaged. */
export const messageOptOuts = pgTable('message_opt_outs', {
  /** E.164. */
  phone: text('phone').primaryKey(),
  /** `stop`: the customer's reply; `provider`: the provider refused it as unsubscribed. */
  source: text('source').$type<'stop' | 'provider'>().notNull(),
  createdAt: createdAt(),
});

/** The provider's approved templates (one row, `id` = 1): staff edit them on the settings screen. */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: integer('id').primaryKey().default(1),
    dltEntityId: text('dlt_entity_id').notNull().default(''),
    smsDltTemplateIds: jsonOf<Record<string, string>>('sms_dlt_template_ids').notNull().default({}),
    whatsappTemplates: jsonOf<Record<string, string>>('whatsapp_templates').notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [check('message_settings_one_row', sql`${t.id} = 1`)],
);
