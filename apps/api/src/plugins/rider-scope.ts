import type { FastifyPluginAsync, FastifyInstance } from 'fastify';
import { requireSignedIn } from './authentication';
import { REQUIRED_ROLE_EXTENSION } from './staff-scope';

/**
 * The one place riders' routes live (decision 0083), as the staff scope: ONE role check for
 * every route inside, before validation, and every route marked `x-required-role: rider` in the
 * API document, so the role matrix (test/role-matrix.test.ts) lists them. Only riders: staff
 * and admins are not riders, and a rider is not staff.
 */
const riderScope: FastifyPluginAsync<{
  routes: (rider: FastifyInstance) => Promise<void>;
}> = async (rider, opts) => {
  requireSignedIn(rider, rider.requireRole('rider'));
  const extension: Record<string, unknown> = { [REQUIRED_ROLE_EXTENSION]: 'rider' };
  rider.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, ...extension };
  });
  await opts.routes(rider);
};
export default riderScope;
