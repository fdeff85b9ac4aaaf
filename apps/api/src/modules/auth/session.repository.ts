import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { refreshTokens, sessions, users, type UserRole } from '../../db/schema/index';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export type RotateResult =
  | { status: 'rotated'; userId: string; sessionId: string; refreshToken: string; expiresAt: Date }
  /** Unknown token, or its session is revoked or past its absolute expiry. */
  | { status: 'invalid' }
  /** Already rotated moments ago (a concurrent duplicate): refused, the session lives on. */
  | { status: 'superseded' }
  /** Already rotated earlier: presumed stolen, so the whole session was revoked. */
  | { status: 'reused' };

export type RevokeReason =
  'logout' | 'refresh_token_reuse' | 'password_changed' | 'password_reset' | 'replaced';

export interface SessionUser {
  id: string;
  role: UserRole;
  sessionId: string;
}

export function createSessionRepository() {
  const repo = {
    /** Starts a session (a refresh-token family) and returns its first refresh token. */
    async create(
      ex: Executor,
      input: { userId: string; ttlDays: number; userAgent?: string; ip?: string },
    ) {
      const token = newRefreshToken();
      const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
      const session = await ex.transaction(async (tx) => {
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
    async findActive(ex: Executor, sessionId: string, userId: string): Promise<SessionUser | null> {
      const [row] = await ex
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

    /**
     * Trades a refresh token for a new one in the same session. The claim is one conditional
     * UPDATE (... WHERE used_at IS NULL RETURNING), so of two concurrent calls with the same
     * token exactly one wins. The session's absolute expiry is never extended.
     */
    async rotate(ex: Executor, token: string, graceSeconds: number): Promise<RotateResult> {
      const tokenHash = hashToken(token);
      const now = new Date();
      const rotated = await ex.transaction(async (tx) => {
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (!claimed) return null;
        const [session] = await tx
          .update(sessions)
          .set({ lastUsedAt: now })
          .where(
            and(
              eq(sessions.id, claimed.sessionId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, now),
            ),
          )
          .returning({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt });
        if (!session) return 'dead' as const;
        const next = newRefreshToken();
        await tx
          .insert(refreshTokens)
          .values({ sessionId: session.id, tokenHash: hashToken(next) });
        return {
          status: 'rotated' as const,
          userId: session.userId,
          sessionId: session.id,
          refreshToken: next,
          expiresAt: session.expiresAt,
        };
      });
      if (rotated === 'dead') return { status: 'invalid' };
      if (rotated) return rotated;

      const [known] = await ex
        .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      if (!known?.usedAt) return { status: 'invalid' };
      if (now.getTime() - known.usedAt.getTime() < graceSeconds * 1000) {
        return { status: 'superseded' };
      }
      await repo.revoke(ex, known.sessionId, 'refresh_token_reuse');
      return { status: 'reused' };
    },

    /** Revokes one session (idempotent: the first reason sticks). */
    async revoke(ex: Executor, sessionId: string, reason: RevokeReason): Promise<void> {
      await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** The session a refresh token belongs to, whether or not that token was used. */
    async sessionOfRefreshToken(ex: Executor, token: string): Promise<string | null> {
      const [row] = await ex
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      return row?.sessionId ?? null;
    },

    /** Revokes every live session of a user. */
    async revokeAll(ex: Executor, userId: string, reason: RevokeReason) {
      await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of a user except `keepSessionId`. */
    async revokeOthers(ex: Executor, userId: string, keepSessionId: string, reason: RevokeReason) {
      await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, keepSessionId),
            isNull(sessions.revokedAt),
          ),
        );
    },
  };
  return repo;
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
