import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './account.routes';
import { createAuthContext } from './auth-context';
import credentialRoutes from './credential.routes';
import identityRoutes from './identity.routes';
import { prepareDummyHash } from './password';
import sessionRoutes from './session.routes';

/** Everything under /api/v1/auth: accounts, sign-in flows, sessions, profile. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createAuthContext(app);
  // Answers about who is signed in must never be cached by a browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await prepareDummyHash();
  await app.register(credentialRoutes, ctx);
  await app.register(identityRoutes, ctx);
  await app.register(sessionRoutes, ctx);
  await app.register(accountRoutes, ctx);
};
export default authRoutes;
