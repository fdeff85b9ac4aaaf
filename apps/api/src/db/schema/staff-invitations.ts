import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * An admin's invitation of an email address to staff or admin (docs/decisions/0053). The role
 * is granted only when the address's owner opens the mailed link; only the link's SHA-256 is
 * kept. At most one pending (neither accepted nor revoked) invitation per address.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: idColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<'staff' | 'admin' | 'rider'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null once the inviting admin's account is deleted (the invitation then grants nothing). */
    invitedByUserId: text('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_idx').on(t.tokenHash),
    uniqueIndex('staff_invitations_pending_email_idx')
      .on(t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    index('staff_invitations_created_idx').on(t.createdAt),
    check('staff_invitations_role_valid', sql`${t.role} IN ('staff', 'admin', 'rider')`),
  ],
);
