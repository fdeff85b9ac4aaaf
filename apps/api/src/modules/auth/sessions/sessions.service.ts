import { ErrorCode } from '@ninetonine/contract';
import type { Env } from '../../../config/env';
import type { Database, Executor } from '../../../db/client';
import { HttpError, notFound, unauthorized } from '../../../http-error';
import type { SessionsEnded } from '../../../events/session-ends';
import type { AccessTokens } from './access-token';
import type {
  RevokeReason,
  SessionRecord,
  SessionRepository,
  SessionUser,
} from './session.repository';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const SESSION_IDLE = 'You were signed out after a period of inactivity. Please sign in again.';

/**
 * An already-rotated refresh token came back after the grace period: stolen or replayed. The
 * repository has revoked its whole session; the caller sees an ended session like any other.
 */
export class RefreshTokenReused extends HttpError {
  constructor() {
    super(401, SESSION_ENDED, ErrorCode.SessionExpired);
  }
}

/** The session was unused for longer than SESSION_IDLE_TIMEOUT_MINUTES and is now ended. */
export class SessionIdleExpired extends HttpError {
  constructor() {
    super(401, SESSION_IDLE, ErrorCode.SessionExpired);
  }
}

/** The session this browser holds now, as its cookies name it (either may be missing). */
export interface BrowserSession {
  sessionId?: string;
  refreshToken?: string;
}

/** Where a sign-in comes from, kept on the session. */
export interface SignInOrigin {
  userAgent?: string;
  ip?: string;
}

/** A session's credentials, for the routes to hand over as cookies. */
export interface IssuedSession {
  userId: string;
  sessionId: string;
  accessToken: string;
  accessTtlSeconds: number;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * Sessions: start (replacing this browser's), refresh (rotation), end, and who is calling.
 * Every ended session is announced (docs/decisions/0032), so that the live streams it opened end
 * too, on every instance. On the database itself the announcement follows the commit; inside a
 * caller's transaction it is made moments before (see the decision: closing early is harmless).
 */
export function createSessionsService(deps: {
  db: Database;
  repo: SessionRepository;
  accessTokens: AccessTokens;
  env: Pick<
    Env,
    'REFRESH_TOKEN_TTL_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS' | 'SESSION_IDLE_TIMEOUT_MINUTES'
  >;
  /** Tells every instance which sessions ended (events/session-ends.ts). */
  announce?: (ended: SessionsEnded) => void;
}) {
  const { db, repo, accessTokens, env } = deps;
  const announce = deps.announce ?? (() => {});
  /** A session last used before this instant is idle-expired. */
  const idleCutoff = () => new Date(Date.now() - env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000);

  async function issue(s: Omit<IssuedSession, 'accessToken' | 'accessTtlSeconds'>) {
    const accessToken = await accessTokens.sign({ userId: s.userId, sessionId: s.sessionId });
    return { ...s, accessToken, accessTtlSeconds: accessTokens.ttlSeconds };
  }

  /** Revokes whatever session this browser's cookies name (access or refresh cookie). */
  async function revokeCurrent(ex: Executor, current: BrowserSession, reason: RevokeReason) {
    const ended = new Set<string>();
    if (current.sessionId) ended.add(current.sessionId);
    if (current.refreshToken) {
      const sessionId = await repo.sessionOfRefreshToken(ex, current.refreshToken);
      if (sessionId) ended.add(sessionId);
    }
    for (const sessionId of ended) {
      const owner = await repo.revoke(ex, sessionId, reason);
      if (owner) announce({ userId: owner, sessionIds: [sessionId] });
    }
  }

  return {
    /** The signed-in user behind an access token, if its session is live. */
    async authenticate(accessToken: string | undefined): Promise<SessionUser | null> {
      const claims = accessToken ? await accessTokens.verify(accessToken) : null;
      return claims ? repo.findActive(db, claims.sessionId, claims.userId, idleCutoff()) : null;
    },

    /**
     * A fresh session for `userId`; the one this browser had before is revoked, and the least
     * recently used beyond SESSIONS_PER_ACCOUNT (session-cap.repository.ts). Runs on `ex`,
     * so a sign-up can create the account and its first session in one transaction.
     */
    async start(
      ex: Executor,
      userId: string,
      origin: SignInOrigin,
      current: BrowserSession = {},
    ): Promise<IssuedSession> {
      await revokeCurrent(ex, current, 'replaced');
      const s = await repo.create(ex, {
        userId,
        ttlDays: env.REFRESH_TOKEN_TTL_DAYS,
        userAgent: origin.userAgent,
        ip: origin.ip,
      });
      const beyond = await repo.endBeyondCap(ex, userId, {
        now: new Date(),
        idleCutoff: idleCutoff(),
      });
      if (beyond.length) announce({ userId, sessionIds: beyond });
      return issue({ userId, ...s });
    },

    /**
     * Rotates a refresh token. 401 REFRESH_SUPERSEDED when another request from this browser
     * just rotated it (its cookies are the live ones); 401 SESSION_EXPIRED for anything else
     * but a live token (the routes then clear the cookies).
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const result = refreshToken
        ? await repo.rotate(db, refreshToken, {
            graceSeconds: env.REFRESH_REUSE_GRACE_SECONDS,
            idleCutoff: idleCutoff(),
          })
        : ({ status: 'invalid' } as const);
      if (result.status === 'rotated') {
        const { status: _status, ...s } = result;
        return issue(s);
      }
      if (result.status === 'superseded') {
        throw unauthorized(
          'This session was just refreshed. Please retry.',
          ErrorCode.RefreshSuperseded,
        );
      }
      if (result.status === 'reused') {
        announce({ userId: result.userId, sessionIds: [result.sessionId] });
        throw new RefreshTokenReused();
      }
      if (result.status === 'idle') {
        announce({ userId: result.userId, sessionIds: [result.sessionId] });
        throw new SessionIdleExpired();
      }
      throw unauthorized(SESSION_ENDED, ErrorCode.SessionExpired);
    },

    end: (current: BrowserSession) => revokeCurrent(db, current, 'logout'),

    /** Signs out every other session of a user (on `ex`: part of a password change). */
    async revokeOthers(ex: Executor, userId: string, keepSessionId: string): Promise<number> {
      const ended = await repo.revokeOthers(ex, userId, keepSessionId, 'password_changed');
      announce({ userId, except: keepSessionId });
      return ended;
    },

    /** The caller's live sessions (their devices). */
    list: (user: SessionUser): Promise<SessionRecord[]> => repo.listLive(db, user.id, idleCutoff()),

    /**
     * Ends one of the caller's sessions ("sign out this device"); 404 for an unknown, ended or
     * someone else's session. Says whether it was the calling one (its cookies go too).
     */
    async endOwn(user: SessionUser, sessionId: string): Promise<{ current: boolean }> {
      const current = sessionId === user.sessionId;
      const ended = await repo.revokeOwned(
        db,
        user.id,
        sessionId,
        current ? 'logout' : 'signed_out_remotely',
      );
      if (!ended) throw notFound('That session was not found, or has already ended');
      announce({ userId: user.id, sessionIds: [sessionId] });
      return { current };
    },

    /** "Sign out everywhere else": ends every session of the caller but this one. */
    async endOthers(user: SessionUser): Promise<number> {
      const ended = await repo.revokeOthers(db, user.id, user.sessionId, 'signed_out_others');
      announce({ userId: user.id, except: user.sessionId });
      return ended;
    },

    /** Announces sessions ended by a bulk change elsewhere (the admin requiring a second factor). */
    announceEnded(ended: { id: string; userId: string }[]): void {
      const byUser = new Map<string, string[]>();
      for (const { id, userId } of ended) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
      for (const [userId, sessionIds] of byUser) announce({ userId, sessionIds });
    },

    /**
     * Signs out every session of a user, on `ex` (part of a password reset, a role change, an
     * admin's "end all sessions"); how many it ended.
     */
    async revokeAll(
      ex: Executor,
      userId: string,
      reason: RevokeReason = 'password_reset',
    ): Promise<number> {
      const ended = await repo.revokeAll(ex, userId, reason);
      announce({ userId });
      return ended;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
