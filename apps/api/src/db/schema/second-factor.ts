import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ownerId, timestampTz, updatedAt } from './columns';
import { users } from './users';

/** A staff member's authenticator app (TOTP, RFC 6238): at most one per account. */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, AES-256-GCM under TOTP_ENCRYPTION_KEY (`v2.<key id>.…`; decision 0072). */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** When the owner proved the app works (a first code); null while the set-up is pending. */
  confirmedAt: timestampTz('confirmed_at'),
  /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** One-use recovery codes for when the authenticator app is lost. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: idColumn(),
    userId: ownerId('user_id', () => users.id),
    /**
     * HMAC-SHA-256 of the code under a key from TOTP_ENCRYPTION_KEY (`hmac-sha256:…`; plain SHA-256
     * before decision 0072); the code itself is shown once and never stored.
     */
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_recovery_codes_user_hash_idx').on(t.userId, t.codeHash),
    index('user_recovery_codes_user_idx').on(t.userId),
  ],
);

/** The admin's security settings: one row (id 1), created on first write. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Every staff and admin account must sign in with an authenticator app. */
    requireStaffSecondFactor: boolean('require_staff_second_factor').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('security_settings_one_row', sql`${t.id} = 1`)],
);
