import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId, updatedAt } from './columns';
import { sessions, users } from './users';

export const pushTopics = ['orders', 'kitchen'] as const;
export type PushTopicColumn = (typeof pushTopics)[number];

/**
 * A browser's push subscription (decision 0065), owned by the session that made it: it goes
 * when that session ends (and with it, by cascade, should the session row ever be deleted).
 * One row per endpoint and topic: a staff member's tablet may hear both its own orders and the
 * kitchen's.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    sessionId: ownerId('session_id', () => sessions.id),
    topic: text('topic').$type<PushTopicColumn>().notNull(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and 16-byte auth secret (base64url), to encrypt for it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_topic_idx').on(t.endpoint, t.topic),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
    index('push_subscriptions_topic_idx').on(t.topic),
    check('push_subscriptions_topic_valid', sql`${t.topic} IN ('orders', 'kitchen')`),
  ],
);

/**
 * The VAPID key pair (RFC 8292), made once at the first start and shared by every instance:
 * browsers subscribed with its public key, so a new pair would orphan every subscription.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: text('id').primaryKey().default('main'),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 'main'`)],
);
