import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users, type UserRole } from '../../db/schema/index';

/** A user as the auth module works with it: never the hash itself, only whether one exists. */
export interface UserRecord {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  role: UserRole;
  hasPassword: boolean;
  createdAt: Date;
  /** Linked Firebase providers ('google.com', 'phone'). */
  identityProviders: string[];
}

export interface NewUser {
  name: string;
  email: string | null;
  phone?: string | null;
  avatarUrl?: string | null;
  passwordHash?: string | null;
  role?: UserRole;
}

/** PostgreSQL's unique_violation, through node-postgres or PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  role: users.role,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
};
type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createAuthRepository(db: Database) {
  async function providersOf(userIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (userIds.length === 0) return map;
    const rows = await db
      .select({ userId: userIdentities.userId, provider: userIdentities.provider })
      .from(userIdentities)
      .where(inArray(userIdentities.userId, userIds));
    for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.provider]);
    return map;
  }

  function toRecord(row: UserRow, providers: string[]): UserRecord {
    const { passwordHash, ...rest } = row;
    return { ...rest, hasPassword: passwordHash !== null, identityProviders: providers };
  }

  async function findById(id: string): Promise<UserRecord | null> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    if (!row) return null;
    return toRecord(row, (await providersOf([id])).get(id) ?? []);
  }

  return {
    findById,

    /** For password sign-in only: the one place the hash leaves the repository. */
    async findCredentials(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async findPasswordHash(id: string): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.passwordHash ?? null;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return Boolean(row);
    },

    /** Null when the email is already taken (also when a concurrent sign-up won the race). */
    async create(input: NewUser): Promise<UserRecord | null> {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...input, role: input.role ?? 'customer' })
          .returning(userColumns);
        return toRecord(row!, []);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /**
     * The user behind a Firebase identity, created with `newUser` on first sign-in. Returns
     * 'email-taken' when creating would reuse the email of another account (no auto-linking).
     */
    async findOrCreateByIdentity(
      provider: string,
      subject: string,
      newUser: NewUser,
    ): Promise<{ user: UserRecord; created: boolean } | 'email-taken'> {
      const find = async () => {
        const [row] = await db
          .select({ userId: userIdentities.userId })
          .from(userIdentities)
          .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
          .limit(1);
        return row ? findById(row.userId) : null;
      };
      const existing = await find();
      if (existing) return { user: existing, created: false };
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ ...newUser, role: 'customer' })
            .returning({ id: users.id });
          await tx.insert(userIdentities).values({ userId: row!.id, provider, subject });
          return row!.id;
        });
        return { user: (await findById(id))!, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Either a concurrent first sign-in with the same identity won, or the email is taken.
        const raced = await find();
        return raced ? { user: raced, created: false } : 'email-taken';
      }
    },

    async updateProfile(
      id: string,
      patch: { name?: string; phone?: string | null; avatarUrl?: string | null },
    ): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.update(users).set(patch).where(eq(users.id, id));
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(users.id, id));
    },

    async setRole(id: string, role: UserRole): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },

    async findIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.id ?? null;
    },

    async list(query: { page: number; limit: number; search?: string; role?: UserRole }) {
      const filters: SQL[] = [];
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
      }
      const where = filters.length ? and(...filters) : undefined;
      const [totals] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const providers = await providersOf(rows.map((r) => r.id));
      return {
        users: rows.map((r) => toRecord(r, providers.get(r.id) ?? [])),
        total: totals?.total ?? 0,
      };
    },

    /** Orders do not exist yet; the orders module will answer this from its own table. */
    async orderCount(_userId: string): Promise<number> {
      return 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
