import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { LoggerChoice } from './logging/logger-options';
import type { FirebaseTokenVerifier } from './modules/auth/identity/firebase-token';
import type { PasswordHasher } from './modules/auth/passwords/password';
import type { AnswerCacheStats } from './modules/catalog/answer-cache';
import type { PushTransport } from './modules/push/push-sender';

/** What buildApp takes: the environment and database, and the parts tests may replace. */
export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Signs access tokens (SESSION_SECRET, or one generated for this data folder). */
  sessionSecret: string;
  /**
   * The embedded database's per-boot control token (server.ts): `npm run create-admin` reaches
   * the running server with it instead of opening the data folder a second time.
   */
  localControlToken?: string;
  /**
   * Checks Firebase ID tokens instead of what env configures (tests: the real-project verifier
   * on a local key set standing in for Google's).
   */
  verifyFirebaseToken?: FirebaseTokenVerifier;
  /** Hashes passwords instead of the one env's PASSWORD_HASH_COST makes (a test counting checks). */
  passwords?: PasswordHasher;
  /** Tests: trust the local stand-in push service's certificate, resolve names their way. */
  pushTransport?: PushTransport;
  /** false: the session sweep runs only when called (tests that count what it deletes). */
  sessionSweepTimer?: boolean;
  /** false: silent; otherwise the level and where lines go (secrets are always redacted). */
  logger?: LoggerChoice;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Read-only figures of this instance's live order streams (tests, bench/order-streams). */
    orderStreams: { stats(): { open: number; reads: number } };
    /** This instance's mail-queue worker: sends what is due at `at` (tests move the clock on). */
    mailQueue: { settle(at?: Date): Promise<void> };
    /** This instance's order-message worker (decision 0092): as `mailQueue`. */
    orderMessages: { settle(at?: Date): Promise<void> };
    /** The payment reconciliation job's one pass (tests); null when online payment is off. */
    paymentReconciliation: { runOnce(): Promise<void> } | null;
    catalog: {
      /** Read-only figures of the catalog answer cache (its bounds, hits and generation). */
      stats(): AnswerCacheStats;
      /**
       * For a change made behind the app's back (SQL by hand, a test fixture): announces it like
       * a staff write, so every instance drops its cached answers.
       */
      changed(): Promise<void>;
    };
  }
}
