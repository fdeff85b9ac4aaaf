import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#src/db/schema/index';
import { signInAs, type SignedIn } from './sign-in';

/** A signed-in customer whose email is proven (order mails go only to those: decision 0064). */
export async function verifiedCustomer(
  app: FastifyInstance,
  opts: { orderStatusMails?: boolean } = {},
): Promise<SignedIn & { email: string }> {
  const me = await signInAs(app);
  const [row] = await app.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), orderStatusMails: opts.orderStatusMails ?? true })
    .where(eq(users.id, me.userId))
    .returning({ email: users.email });
  return { ...me, email: row!.email! };
}
