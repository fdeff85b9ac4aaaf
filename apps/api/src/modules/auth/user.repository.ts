import type { OrderUpdateChannel } from '@ninetonine/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, userIdentities, users, type UserRole } from '../../db/schema/index';
import { toRecord, userColumns, type NewUser, type UserRecord } from './user-record';

export type { NewUser, UserRecord } from './user-record';

export interface UsersQuery {
  page: number;
  limit: number;
  search?: string;
  role?: UserRole;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function providersOf(ex: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await ex
    .select({ userId: userIdentities.userId, provider: userIdentities.provider })
    .from(userIdentities)
    .where(inArray(userIdentities.userId, userIds));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.provider]);
  return map;
}

/** The users table (and, for showing them, which identities each has). */
export function createUserRepository() {
  return {
    async findById(ex: Executor, id: string): Promise<UserRecord | null> {
      const [row] = await ex.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      if (!row) return null;
      return toRecord(row, (await providersOf(ex, [id])).get(id) ?? []);
    },

    /** For password sign-in only: the one place the hash leaves the repository with an id. */
    async findCredentials(ex: Executor, email: string) {
      const [row] = await ex
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async findPasswordHash(ex: Executor, id: string): Promise<string | null> {
      const [row] = await ex
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.passwordHash ?? null;
    },

    async findIdByEmail(ex: Executor, email: string): Promise<string | null> {
      const [row] = await ex
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Inserts a user. Runs in its own savepoint (or transaction), so a unique violation (email
     * taken) rejects without spoiling a surrounding transaction.
     */
    async insert(ex: Executor, input: NewUser): Promise<UserRecord> {
      const row = await ex.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({ ...input, role: input.role ?? 'customer' })
          .returning(userColumns);
        return inserted!;
      });
      return toRecord(row, []);
    },

    async updateProfile(
      ex: Executor,
      id: string,
      patch: {
        name?: string;
        phone?: string | null;
        avatarUrl?: string | null;
        orderStatusMails?: boolean;
        orderUpdates?: OrderUpdateChannel;
      },
    ): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      // A name the person chose is theirs: it stops being the sign-up placeholder.
      const named = patch.name !== undefined && { nameIsPlaceholder: false };
      await ex
        .update(users)
        .set({ ...patch, ...named })
        .where(eq(users.id, id));
    },

    async setPassword(ex: Executor, id: string, passwordHash: string): Promise<void> {
      await ex
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(users.id, id));
    },

    /**
     * Who holds an email, whether they proved it and whether the account has a password (Google
     * sign-in decides by these).
     */
    async findEmailHolder(
      ex: Executor,
      email: string,
    ): Promise<{
      id: string;
      role: UserRole;
      emailVerified: boolean;
      hasPassword: boolean;
    } | null> {
      const [row] = await ex
        .select({
          id: users.id,
          role: users.role,
          verifiedAt: users.emailVerifiedAt,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row
        ? {
            id: row.id,
            role: row.role,
            emailVerified: row.verifiedAt !== null,
            hasPassword: row.passwordHash !== null,
          }
        : null;
    },

    /**
     * Who holds an email, as `findEmailHolder`, with the row locked until the transaction ends
     * (a grant decides on its role and proof, then changes it).
     */
    async lockEmailHolder(
      ex: Executor,
      email: string,
    ): Promise<{ id: string; role: UserRole; emailVerified: boolean } | null> {
      const [row] = await ex
        .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.email, email))
        .limit(1)
        .for('update');
      return row ? { id: row.id, role: row.role, emailVerified: row.verifiedAt !== null } : null;
    },

    /** Marks the email proved (the first proof's time is kept). */
    async markEmailVerified(ex: Executor, id: string): Promise<void> {
      await ex
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
    },

    /**
     * Takes an unproven email away from an account (its verified owner signed in with Google).
     * Conditional, so an account that proved the email meanwhile keeps it; staff accounts are
     * never touched (they were made by an operator, see identity.service.ts).
     */
    async releaseUnverifiedEmail(ex: Executor, id: string): Promise<boolean> {
      const released = await ex
        .update(users)
        .set({ email: null })
        .where(and(eq(users.id, id), isNull(users.emailVerifiedAt), eq(users.role, 'customer')))
        .returning({ id: users.id });
      return released.length > 0;
    },

    async setRole(ex: Executor, id: string, role: UserRole): Promise<void> {
      await ex.update(users).set({ role }).where(eq(users.id, id));
    },

    /**
     * Locks every admin row (FOR UPDATE, in id order so two callers cannot deadlock) and
     * answers their ids. Inside a transaction, concurrent role changes that call this first run
     * one after another; a row that stopped being an admin meanwhile is not returned.
     */
    async lockAdmins(ex: Executor): Promise<string[]> {
      const rows = await ex
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** The user's role, with the row locked until the transaction ends; null if no such user. */
    async lockRole(ex: Executor, id: string): Promise<UserRole | null> {
      const [row] = await ex
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
        .for('update');
      return row?.role ?? null;
    },

    /** A page of users, newest first, and how many match in all. */
    async list(ex: Executor, query: UsersQuery): Promise<{ users: UserRecord[]; total: number }> {
      const filters: SQL[] = [];
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        filters.push(
          or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [totals] = await ex.select({ total: count() }).from(users).where(where);
      const rows = await ex
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const providers = await providersOf(
        ex,
        rows.map((r) => r.id),
      );
      return {
        users: rows.map((r) => toRecord(r, providers.get(r.id) ?? [])),
        total: totals?.total ?? 0,
      };
    },

    /** How many orders the user has placed (every status: the profile's "N orders"). */
    async orderCount(ex: Executor, userId: string): Promise<number> {
      const [row] = await ex.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
