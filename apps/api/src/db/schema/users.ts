import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId, timestampTz, updatedAt } from './columns';
import type { OrderUpdateChannel } from '@ninetonine/contract';

export const userRoles = ['customer', 'staff', 'admin', 'rider'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Lower-cased; null for phone-only accounts. */
    email: text('email'),
    name: text('name').notNull(),
    /** A made-up name (phone sign-up, "Guest 1234") until the person gives theirs. */
    nameIsPlaceholder: boolean('name_is_placeholder').notNull().default(false),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    /** argon2id; null for accounts that only sign in through Google or phone. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestampTz('password_changed_at'),
    /**
     * When the current password was shown to be the email owner's: set through a mailed link,
     * or held by the session that proved the email. Null with a password: whoever typed the
     * address may have chosen it, so a grant of staff rights clears it (decision 0070).
     */
    passwordProvenAt: timestampTz('password_proven_at'),
    /** When the owner proved the email (a mailed link, or Google); null while unproven. */
    emailVerifiedAt: timestampTz('email_verified_at'),
    /** Mails about an order's progress (accepted, ready, …); receipts always go (decision 0064). */
    orderStatusMails: boolean('order_status_mails').notNull().default(true),
    /** Order updates on the phone (decision 0092): whatsapp, sms or none, the last one chosen. */
    orderUpdates: text('order_updates').$type<OrderUpdateChannel>().notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_order_updates_valid', sql`${t.orderUpdates} IN ('whatsapp', 'sms', 'none')`),
    check('users_role_valid', sql`${t.role} IN ('customer', 'staff', 'admin', 'rider')`),
  ],
);

/** A Firebase identity (Google or phone) linked to a user, keyed by the provider's user id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** A sign-in: one family of rotating refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    expiresAt: timestampTz('expires_at').notNull(),
    lastUsedAt: timestampTz('last_used_at').notNull().defaultNow(),
    /** When the owner last proved who they are (sign-in, or re-authentication for staff actions). */
    authenticatedAt: timestampTz('authenticated_at').notNull().defaultNow(),
    revokedAt: timestampTz('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    sessionId: ownerId('session_id', () => sessions.id),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const emailTokenPurposes = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** One-time links mailed to a user: verify the email, reset the password. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_valid', sql`${t.purpose} IN ('verify_email', 'reset_password')`),
  ],
);
