import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/client';
import { createAccessTokens } from './modules/auth/access-token';
import authRoutes from './modules/auth/auth.routes';
import cartRoutes from './modules/cart/cart.routes';
import catalogRoutes from './modules/catalog/catalog.routes';
import healthRoutes from './modules/health/health.routes';
import imagesRoutes from './modules/images/images.routes';
import siteRoutes from './modules/site/site.routes';
import apiDocs from './plugins/api-docs';
import authentication from './plugins/authentication';
import csrf from './plugins/csrf';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import rateLimiting from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staticWeb from './plugins/static-web';

export const API_PREFIX = '/api/v1';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Signs access tokens (SESSION_SECRET, or one generated for this data folder). */
  sessionSecret: string;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

/** Builds the whole API (and the storefront's static files) without listening. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Stray ids like /menu/%E0 must be a 4xx, never a crash.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  }).withTypeProvider();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);

  const emulatorOrigin = env.FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  const firebaseOrigins =
    env.FIREBASE_PROJECT_ID && !env.FIREBASE_AUTH_EMULATOR_HOST
      ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
      : [];

  await app.register(errorHandler);
  await app.register(securityHeaders, {
    connectSrc: [...emulatorOrigin, ...firebaseOrigins],
    frameSrc: firebaseOrigins.length
      ? [
          `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`,
          'https://www.google.com',
        ]
      : [],
    scriptSrc: firebaseOrigins.length
      ? [
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
          'https://apis.google.com',
        ]
      : [],
  });
  await app.register(cookie);
  await app.register(database, { handle: opts.database });
  await app.register(csrf, {
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  });
  await app.register(authentication, {
    accessTokens: createAccessTokens(opts.sessionSecret, env.ACCESS_TOKEN_TTL_SECONDS),
  });
  await app.register(rateLimiting, { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX });
  await app.register(apiDocs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(imagesRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(cartRoutes, { prefix: '/cart' });
    },
    { prefix: API_PREFIX },
  );

  await app.register(staticWeb, { distDir: env.WEB_DIST_DIR });
  return app;
}
