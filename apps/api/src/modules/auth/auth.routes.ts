import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './account.routes';
import type { AuthModule } from './auth.module';
import credentialRoutes from './passwords/credentials.routes';
import emailLinkRoutes from './passwords/email-links.routes';
import identityRoutes from './identity/identity.routes';
import sessionListRoutes from './sessions/session-list.routes';
import secondFactorRoutes from './second-factor/second-factor.routes';
import sessionRoutes from './sessions/session.routes';
import { invitationRoutes } from './staff/staff-invitations.routes';

/** Everything under /api/v1/auth except staff calls: sign-in flows, sessions, own account. */
const authRoutes: FastifyPluginAsyncZod<{ auth: AuthModule }> = async (app, { auth }) => {
  // Answers about who is signed in must never be cached by a browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await auth.passwords.prepare();
  await app.register(credentialRoutes, { credentials: auth.credentials });
  await app.register(emailLinkRoutes, { emailLinks: auth.emailLinks });
  await app.register(identityRoutes, { identity: auth.identity });
  await app.register(sessionRoutes, { sessions: auth.sessions });
  await app.register(accountRoutes, { accounts: auth.accounts });
  await app.register(sessionListRoutes, { sessions: auth.sessions });
  await app.register(secondFactorRoutes, { secondFactor: auth.secondFactor });
  await app.register(invitationRoutes, { invitations: auth.invitations });
};
export default authRoutes;
