import type { UserRole } from '@ninetonine/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireSignedIn } from './authentication';

/** Who may call staff routes. */
export const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

export interface StaffScopeOptions {
  /** Registers the staff routes; everything registered on `staff` is checked. */
  routes: (staff: FastifyInstance) => Promise<void>;
}

/**
 * The one place staff routes live: an encapsulated context with ONE role check (onRequest, so
 * a caller who is not staff gets 401/403 before any validation) for every route inside it. A
 * route registered here cannot forget the check, and staff routes are never registered
 * anywhere else. Answers are per caller, so nothing here is cached.
 */
const staffScope: FastifyPluginAsync<StaffScopeOptions> = async (staff, opts) => {
  requireSignedIn(staff, staff.requireRole(...STAFF_ROLES));
  await opts.routes(staff);
};
export default staffScope;
