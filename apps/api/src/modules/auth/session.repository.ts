import { and, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { refreshTokens, sessions, users, type UserRole } from '../../db/schema/index';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionUser {
  id: string;
  role: UserRole;
  sessionId: string;
}

export function createSessionRepository(db: Database) {
  return {
    /** Starts a session (a refresh-token family) and returns its first refresh token. */
    async create(input: { userId: string; ttlDays: number; userAgent?: string; ip?: string }) {
      const token = newRefreshToken();
      const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
      const session = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sessions)
          .values({
            userId: input.userId,
            expiresAt,
            userAgent: input.userAgent?.slice(0, 300),
            ip: input.ip,
          })
          .returning({ id: sessions.id });
        await tx.insert(refreshTokens).values({ sessionId: row!.id, tokenHash: hashToken(token) });
        return row!;
      });
      return { sessionId: session.id, refreshToken: token, expiresAt };
    },

    /** The signed-in user behind a live (unrevoked, unexpired) session. */
    async findActive(sessionId: string, userId: string): Promise<SessionUser | null> {
      const [row] = await db
        .select({ id: users.id, role: users.role, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
