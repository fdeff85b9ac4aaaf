import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { UserRole } from '../src/db/schema/index';
import { users } from '../src/db/schema/index';
import { ACCESS_COOKIE } from '../src/modules/auth/session-cookies';
import { createSessionRepository } from '../src/modules/auth/session.repository';

export interface SignedIn {
  userId: string;
  /** Ready for `headers: { cookie }` in app.inject. */
  cookie: string;
}

/**
 * A user with a live session, for tests of features other than sign-in itself.
 * (Sign-in flows are tested through their real endpoints in modules/auth.)
 */
export async function signInAs(
  app: FastifyInstance,
  opts: { role?: UserRole; name?: string } = {},
): Promise<SignedIn> {
  const [user] = await app.db
    .insert(users)
    .values({
      name: opts.name ?? 'Test Customer',
      email: `${randomUUID()}@example.test`,
      role: opts.role ?? 'customer',
    })
    .returning({ id: users.id });
  const session = await createSessionRepository(app.db).create({ userId: user!.id, ttlDays: 1 });
  const token = await app.accessTokens.sign({ userId: user!.id, sessionId: session.sessionId });
  return { userId: user!.id, cookie: `${ACCESS_COOKIE}=${token}` };
}
