import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createMemoryEventBus, type EventBus } from '../../events/event-bus';
import { sessionEndAnnouncer } from '../../events/session-ends';
import { createAccessTokens } from './sessions/access-token';
import { createAdminSessionsService } from './sessions/admin-sessions.service';
import { createAccountService } from './account.service';
import { createAttemptLimits } from './passwords/attempt-limits';
import { createAuthAttemptRepository } from './passwords/auth-attempt.repository';
import { createCredentialsService } from './passwords/credentials.service';
import { createEmailLinksService, type AccountMailQueue } from './passwords/email-links.service';
import { createEmailTokenRepository } from './passwords/email-token.repository';
import type { FirebaseTokenVerifier } from './identity/firebase-token';
import { createIdentityRepository } from './identity/identity.repository';
import { createIdentityService } from './identity/identity.service';
import { createPasswordHasher, type PasswordHasher } from './passwords/password';
import { createPasswordProofRepository } from './passwords/password-proof.repository';
import { createChallenges } from './second-factor/second-factor-challenge';
import { createSecondFactorRepository } from './second-factor/second-factor.repository';
import { createSecretBox } from './second-factor/second-factor-keys';
import { createSecondFactorService } from './second-factor/second-factor.service';
import { createSessionRepository } from './sessions/session.repository';
import { createSessionSweep } from './sessions/session-sweep';
import { createSessionSweepRepository } from './sessions/session-sweep.repository';
import { createSessionsService } from './sessions/sessions.service';
import { createStaffProvisioning } from './staff/staff-provisioning.service';
import { createUserRepository } from './user.repository';
import { createUserRolesService } from './staff/user-roles.service';
import { createStaffInvitationsRepository } from './staff/staff-invitations.repository';
import { createStaffInvitationsService } from './staff/staff-invitations.service';
import { createAuditLog, type AuditLog } from '../audit/audit-log';
import { resolveTotpKeys } from '../../totp-key';

/**
 * The auth module's composition root: every repository and service built once per app, here
 * only. app.ts hands the result to the authentication plugin (sessions), the auth routes and
 * the staff scope.
 */
export function createAuthModule(deps: {
  db: Database;
  env: Env;
  /** Signs access tokens (SESSION_SECRET, or one generated for this data folder). */
  sessionSecret: string;
  verifyFirebaseToken?: FirebaseTokenVerifier;
  /** Password-reset and verification mails are queued on it (the durable mail queue). */
  mailQueue: AccountMailQueue;
  log?: FastifyBaseLogger;
  /** Where role changes and grants are recorded (the audit log, unless a test says otherwise). */
  audit?: AuditLog;
  /** Where ended sessions are announced, for the live streams (a bus of its own otherwise). */
  events?: EventBus;
  /** Hashes passwords at the cost env configures, unless a test brings its own. */
  passwords?: PasswordHasher;
}) {
  const { db, env } = deps;
  const passwords = deps.passwords ?? createPasswordHasher(env.PASSWORD_HASH_COST);
  const audit = deps.audit ?? createAuditLog();
  const announce = sessionEndAnnouncer(deps.events ?? createMemoryEventBus(), (err) =>
    deps.log?.warn({ err }, 'session end not announced'),
  );
  const accessTokens = createAccessTokens(deps.sessionSecret, env.ACCESS_TOKEN_TTL_SECONDS);
  const users = createUserRepository();
  const passwordProof = createPasswordProofRepository();
  const sessionRepo = createSessionRepository();
  const sessions = createSessionsService({ db, repo: sessionRepo, accessTokens, env, announce });
  const attemptRepo = createAuthAttemptRepository();
  const attempts = createAttemptLimits({ db, repo: attemptRepo });
  const secondFactor = createSecondFactorService({
    db,
    users,
    repo: createSecondFactorRepository(),
    sessionRepo,
    sessions,
    challenges: createChallenges(deps.sessionSecret),
    box: createSecretBox(resolveTotpKeys(env), deps.sessionSecret),
    audit,
    passwords,
    attempts,
  });
  const emailTokens = createEmailTokenRepository();
  const emailLinks = createEmailLinksService({
    db,
    publicUrl: env.PUBLIC_URL,
    users,
    tokens: emailTokens,
    sessions,
    mailQueue: deps.mailQueue,
    passwords,
    passwordProof,
  });
  return {
    passwords,
    accessTokens,
    sessions,
    sessionSweep: createSessionSweep({
      db,
      repo: createSessionSweepRepository(),
      idleTimeoutMinutes: env.SESSION_IDLE_TIMEOUT_MINUTES,
      attempts: attemptRepo,
    }),
    emailLinks,
    secondFactor,
    credentials: createCredentialsService({
      db,
      users,
      sessions,
      emailLinks,
      secondFactor,
      passwords,
      attempts,
    }),
    identity: createIdentityService({
      db,
      env,
      users,
      identities: createIdentityRepository(),
      emailTokens,
      sessions,
      secondFactor,
      emailLinks,
      verifyFirebaseToken: deps.verifyFirebaseToken,
      passwords,
      attempts,
    }),
    accounts: createAccountService({ db, users }),
    roles: createUserRolesService({ db, users, sessions, audit, passwordProof }),
    adminSessions: createAdminSessionsService({ db, users, sessions, audit }),
    invitations: createStaffInvitationsService({
      db,
      users,
      invitations: createStaffInvitationsRepository(),
      sessions,
      emailLinks,
      audit,
      passwordProof,
    }),
    provisioning: createStaffProvisioning({
      db,
      users,
      sessions,
      audit,
      passwords,
      passwordProof,
    }),
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;
