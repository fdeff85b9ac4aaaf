import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Attempts at a secret (a password, an authenticator code) per key: an account, an account and
 * source, a sign-in challenge. Each attempt is counted here before it is checked, by one
 * conditional statement, so parallel guesses cannot pass the wait and every instance shares it
 * (decision 0069).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: text('key').primaryKey(),
    /** Attempts since the last success (or since the count was forgotten). */
    failures: integer('failures').notNull(),
    lastAt: timestampTz('last_at').notNull(),
    /** No attempt is taken before this. */
    lockedUntil: timestampTz('locked_until').notNull(),
  },
  (t) => [index('auth_attempts_last_at_idx').on(t.lastAt)],
);
