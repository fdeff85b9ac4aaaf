import type { Database } from '../../../db/client';
import type { UserRole } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../db/errors';
import type { EmailTokenRepository } from '../passwords/email-token.repository';
import type { IdentityKey, IdentityRepository } from './identity.repository';
import type { NewUser, UserRecord, UserRepository } from '../user.repository';

/** Why a sign-in did not reach an account (identity.service.ts turns each into a 409). */
export type LinkRefusal =
  /** A staff account holds the email unproven: its owner verifies it first. */
  | 'email-taken'
  /** The account holding the email has a password: the person types it once to link. */
  | 'needs-password'
  /** A local test provider (emulator) identity and an account it may never reach. */
  | 'test-provider';

export interface FoundUser {
  user: UserRecord;
  /** A new account was made for the identity. */
  created: boolean;
  /** The identity was just linked to an account that already existed (its mailbox is told). */
  linked: boolean;
}

/** The identity being signed in with, as the linking policy needs it. */
export interface SigningIdentity {
  key: IdentityKey;
  fromTestProvider: boolean;
  /** The account whose password the person has just typed (POST /auth/googleSignIn/link). */
  passwordProvenFor?: string;
}

/**
 * Accounts an identity from the local test provider (the Auth emulator, where anyone can be
 * anyone) may never reach, whatever mode the server started in.
 */
const guardedFromTestProvider = (a: { hasPassword: boolean; role: UserRole }) =>
  a.hasPassword || a.role !== 'customer';

/**
 * The linking policy of Google and phone sign-in (docs/decisions/0018-email-links.md, amended
 * by 0033-link-pages-and-linking.md). An identity is found by its (provider, Firebase uid). A
 * first Google sign-in whose Google-verified email belongs to an account that proved the same
 * email is linked to it, but only once the person typed that account's password, if it has
 * one: else whoever set the password (maybe not the mailbox's owner) would share the account.
 * An account that never proved the email loses it to the Google user, who gets a new account.
 * A staff account with an unproven email is left alone.
 */
export function createIdentityLinking(deps: {
  db: Database;
  users: UserRepository;
  identities: IdentityRepository;
  emailTokens: EmailTokenRepository;
}) {
  const { db, users, identities, emailTokens } = deps;

  async function findByIdentity(key: IdentityKey): Promise<UserRecord | null> {
    const userId = await identities.findUserId(db, key);
    return userId ? users.findById(db, userId) : null;
  }

  /** An identity found (maybe after a race), unless it may not reach its account. */
  function existingOrRefused(
    user: UserRecord,
    identity: SigningIdentity,
  ): FoundUser | 'test-provider' {
    if (identity.fromTestProvider && guardedFromTestProvider(user)) return 'test-provider';
    return { user, created: false, linked: false };
  }

  /**
   * The user behind an identity, created with `newUser` on first sign-in: the account and its
   * identity in one transaction. Only a verified email is ever passed in `newUser`.
   */
  async function findOrCreate(
    identity: SigningIdentity,
    newUser: NewUser,
  ): Promise<FoundUser | LinkRefusal> {
    const { key } = identity;
    const existing = await findByIdentity(key);
    if (existing) return existingOrRefused(existing, identity);
    try {
      const found = await db.transaction(async (tx) => {
        const holder = newUser.email ? await users.findEmailHolder(tx, newUser.email) : null;
        if (holder?.emailVerified) {
          if (identity.fromTestProvider && guardedFromTestProvider(holder)) {
            return 'test-provider' as const;
          }
          if (holder.hasPassword && identity.passwordProvenFor !== holder.id) {
            return 'needs-password' as const;
          }
          await identities.link(tx, holder.id, key);
          return { userId: holder.id, created: false, linked: true };
        }
        // A staff account is never taken apart by a sign-in: its owner verifies the email.
        if (holder && holder.role !== 'customer') return 'email-taken' as const;
        if (holder && (await users.releaseUnverifiedEmail(tx, holder.id))) {
          // Its pending links were mailed to the owner's mailbox: they must not reach it now.
          await emailTokens.revokeAll(tx, holder.id);
        }
        const user = await users.insert(tx, { ...newUser, role: 'customer' });
        await identities.link(tx, user.id, key);
        return { userId: user.id, created: true, linked: false };
      });
      if (typeof found === 'string') return found;
      return { ...found, user: (await users.findById(db, found.userId))! };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent first sign-in with the same identity won, or the email is taken.
      const raced = await findByIdentity(key);
      return raced ? existingOrRefused(raced, identity) : 'email-taken';
    }
  }

  return { findOrCreate };
}
