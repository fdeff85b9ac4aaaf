import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampTz } from './columns';
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
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestampTz('revoked_at'),
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
