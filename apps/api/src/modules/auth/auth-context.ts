import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { HttpError } from '../../http-error';
import { createAuthRepository, type AuthRepository } from './auth.repository';
import {
  createEmulatorVerifier,
  createFirebaseVerifier,
  type FirebaseTokenVerifier,
} from './firebase-token';
import { createSessionService, type SessionService } from './session-service';

/** What every auth route file shares (passed as plugin options). */
export interface AuthContext {
  users: AuthRepository;
  sessions: SessionService;
  verifyFirebaseToken: FirebaseTokenVerifier;
}

/**
 * How the storefront reaches Firebase: the local emulator (development and tests only; env.ts
 * refuses it in production), a real project, or not at all.
 */
export function firebaseMode(env: Env): 'emulator' | 'project' | null {
  if (env.FIREBASE_PROJECT_ID && env.FIREBASE_AUTH_EMULATOR_HOST) return 'emulator';
  if (env.FIREBASE_PROJECT_ID && env.FIREBASE_API_KEY) return 'project';
  return null;
}

function verifierFor(env: Env): FirebaseTokenVerifier {
  const projectId = env.FIREBASE_PROJECT_ID ?? '';
  switch (firebaseMode(env)) {
    case 'emulator':
      return createEmulatorVerifier({ projectId, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST! });
    case 'project':
      return createFirebaseVerifier({ projectId });
    default:
      return async () => {
        throw new HttpError(
          503,
          'Google and phone sign-in are not enabled on this server.',
          'IDP_NOT_CONFIGURED',
        );
      };
  }
}

export function createAuthContext(app: FastifyInstance): AuthContext {
  return {
    users: createAuthRepository(app.db),
    sessions: createSessionService(app),
    verifyFirebaseToken: verifierFor(app.env),
  };
}
