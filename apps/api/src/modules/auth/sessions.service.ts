import { ErrorCode } from '@ninetonine/contract';
import type { Env } from '../../config/env';
import type { Database, Executor } from '../../db/client';
import { HttpError, unauthorized } from '../../http-error';
import type { AccessTokens } from './access-token';
import type { RevokeReason, SessionRepository, SessionUser } from './session.repository';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * An already-rotated refresh token came back after the grace period: stolen or replayed. The
 * repository has revoked its whole session; the caller sees an ended session like any other.
 */
export class RefreshTokenReused extends HttpError {
  constructor() {
    super(401, SESSION_ENDED, ErrorCode.SessionExpired);
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

/** Sessions: start (replacing this browser's), refresh (rotation), end, and who is calling. */
export function createSessionsService(deps: {
  db: Database;
  repo: SessionRepository;
  accessTokens: AccessTokens;
  env: Pick<Env, 'REFRESH_TOKEN_TTL_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
}) {
  const { db, repo, accessTokens, env } = deps;

  async function issue(s: Omit<IssuedSession, 'accessToken' | 'accessTtlSeconds'>) {
    const accessToken = await accessTokens.sign({ userId: s.userId, sessionId: s.sessionId });
    return { ...s, accessToken, accessTtlSeconds: accessTokens.ttlSeconds };
  }

  /** Revokes whatever session this browser's cookies name (access or refresh cookie). */
  async function revokeCurrent(ex: Executor, current: BrowserSession, reason: RevokeReason) {
    if (current.sessionId) await repo.revoke(ex, current.sessionId, reason);
    if (current.refreshToken) {
      const sessionId = await repo.sessionOfRefreshToken(ex, current.refreshToken);
      if (sessionId) await repo.revoke(ex, sessionId, reason);
    }
  }

  return {
    /** The signed-in user behind an access token, if its session is live. */
    async authenticate(accessToken: string | undefined): Promise<SessionUser | null> {
      const claims = accessToken ? await accessTokens.verify(accessToken) : null;
      return claims ? repo.findActive(db, claims.sessionId, claims.userId) : null;
    },

    /**
     * A fresh session for `userId`; the one this browser had before is revoked. Runs on `ex`,
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
      return issue({ userId, ...s });
    },

    /**
     * Rotates a refresh token. 401 REFRESH_SUPERSEDED when another request from this browser
     * just rotated it (its cookies are the live ones); 401 SESSION_EXPIRED for anything else
     * but a live token (the routes then clear the cookies).
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      const result = refreshToken
        ? await repo.rotate(db, refreshToken, env.REFRESH_REUSE_GRACE_SECONDS)
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
      if (result.status === 'reused') throw new RefreshTokenReused();
      throw unauthorized(SESSION_ENDED, ErrorCode.SessionExpired);
    },

    end: (current: BrowserSession) => revokeCurrent(db, current, 'logout'),

    /** Signs out every other session of a user (on `ex`: part of a password change). */
    revokeOthers: (ex: Executor, userId: string, keepSessionId: string) =>
      repo.revokeOthers(ex, userId, keepSessionId, 'password_changed'),

    /** Signs out every session of a user (on `ex`: part of a password reset). */
    revokeAll: (ex: Executor, userId: string) => repo.revokeAll(ex, userId, 'password_reset'),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
