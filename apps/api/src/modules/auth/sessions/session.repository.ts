import { and, desc, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { refreshTokens, sessions, users, type UserRole } from '../../../db/schema/index';
import { endSessionsBeyondCap } from './session-cap.repository';

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
  | { status: 'reused'; sessionId: string; userId: string }
  /** Its session was unused for longer than the idle timeout: now revoked. */
  | { status: 'idle'; sessionId: string; userId: string };

export type RevokeReason =
  | 'logout'
  | 'refresh_token_reuse'
  | 'password_changed'
  | 'password_reset'
  | 'replaced'
  | 'idle_timeout'
  /** Ended from another of the user's devices ("sign out this device" in the sessions list). */
  | 'signed_out_remotely'
  /** "Sign out everywhere else". */
  | 'signed_out_others'
  /** A staff account without an authenticator app, once the admin requires one. */
  | 'second_factor_required'
  /** An admin ended every session of the account (the users screen). */
  | 'ended_by_admin'
  /** The user's role was changed: they sign in again to hold the new rights. */
  | 'role_changed'
  /** The least recently used beyond SESSIONS_PER_ACCOUNT, at a sign-in. */
  | 'too_many_sessions';

/** A live session as its owner sees it in the sessions list. */
export interface SessionRecord {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** At most this many sessions are listed (the most recently used). */
const LIST_LIMIT = 50;

/** Live: not revoked, within its absolute expiry, used after the idle cutoff. */
const live = (now: Date, idleCutoff: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleCutoff));

export interface SessionUser {
  id: string;
  role: UserRole;
  sessionId: string;
  /** When this session's owner last proved who they are (sign-in or re-authentication). */
  authenticatedAt: Date;
}

/** Revokes the unrevoked sessions `which` picks, for `reason`; how many it ended. */
async function revokeWhere(
  ex: Executor,
  which: SQL | undefined,
  reason: RevokeReason,
): Promise<number> {
  const rows = await ex
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export function createSessionRepository() {
  const repo = {
    endBeyondCap: endSessionsBeyondCap,
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

    /** The signed-in user behind a live (unrevoked, unexpired, not idle) session. */
    async findActive(
      ex: Executor,
      sessionId: string,
      userId: string,
      idleCutoff: Date,
    ): Promise<SessionUser | null> {
      const [row] = await ex
        .select({
          id: users.id,
          role: users.role,
          sessionId: sessions.id,
          authenticatedAt: sessions.authenticatedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            live(new Date(), idleCutoff),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Trades a refresh token for a new one in the same session. The claim is one conditional
     * UPDATE (... WHERE used_at IS NULL RETURNING), so of two concurrent calls with the same
     * token exactly one wins. The session's absolute expiry is never extended; its last use is
     * (the idle timeout counts from there), unless it is already older than `idleCutoff`.
     */
    async rotate(
      ex: Executor,
      token: string,
      opts: { graceSeconds: number; idleCutoff: Date },
    ): Promise<RotateResult> {
      const { graceSeconds, idleCutoff } = opts;
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
          .where(and(eq(sessions.id, claimed.sessionId), live(now, idleCutoff)))
          .returning({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt });
        if (!session) {
          // Idle too long: end it for good, so it stays ended whatever the clock says later.
          const [idle] = await tx
            .update(sessions)
            .set({ revokedAt: now, revokedReason: 'idle_timeout' })
            .where(
              and(
                eq(sessions.id, claimed.sessionId),
                isNull(sessions.revokedAt),
                lte(sessions.lastUsedAt, idleCutoff),
              ),
            )
            .returning({ sessionId: sessions.id, userId: sessions.userId });
          return idle ? { status: 'idle' as const, ...idle } : ('dead' as const);
        }
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
        .select({
          sessionId: refreshTokens.sessionId,
          usedAt: refreshTokens.usedAt,
          userId: sessions.userId,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      if (!known?.usedAt) return { status: 'invalid' };
      if (now.getTime() - known.usedAt.getTime() < graceSeconds * 1000) {
        return { status: 'superseded' };
      }
      await repo.revoke(ex, known.sessionId, 'refresh_token_reuse');
      return { status: 'reused', sessionId: known.sessionId, userId: known.userId };
    },

    /** The owner proved who they are again (step-up for sensitive staff actions). */
    async stampAuthenticated(ex: Executor, sessionId: string): Promise<void> {
      await ex
        .update(sessions)
        .set({ authenticatedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /**
     * Revokes one session (idempotent: the first reason sticks); its user's id when this call
     * ended it, null when it was unknown or already ended.
     */
    async revoke(ex: Executor, sessionId: string, reason: RevokeReason): Promise<string | null> {
      const [row] = await ex
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      return row?.userId ?? null;
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

    /** A user's live sessions, most recently used first. */
    async listLive(ex: Executor, userId: string, idleCutoff: Date): Promise<SessionRecord[]> {
      return ex
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(new Date(), idleCutoff)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
        .limit(LIST_LIMIT);
    },

    /** Revokes one of `userId`'s unrevoked sessions; false if there is none with that id. */
    async revokeOwned(
      ex: Executor,
      userId: string,
      sessionId: string,
      reason: RevokeReason,
    ): Promise<boolean> {
      const which = and(eq(sessions.id, sessionId), eq(sessions.userId, userId));
      return (await revokeWhere(ex, which, reason)) > 0;
    },

    /** Revokes every unrevoked session of a user; how many it ended. */
    revokeAll: (ex: Executor, userId: string, reason: RevokeReason): Promise<number> =>
      revokeWhere(ex, eq(sessions.userId, userId), reason),

    /** Revokes every unrevoked session of a user except `keepSessionId`; how many it ended. */
    revokeOthers(
      ex: Executor,
      userId: string,
      keepSessionId: string,
      reason: RevokeReason,
    ): Promise<number> {
      const which = and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
      return revokeWhere(ex, which, reason);
    },
  };
  return repo;
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
