import type { UserRole } from '@ninetonine/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireSignedIn } from './authentication';

/** Who may call staff routes. */
export const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

/**
 * OpenAPI extension on every operation in the scope: the least role that may call it
 * ('staff' or 'admin'). Set by the scope itself, so the document (and the role matrix test
 * that reads it, test/role-matrix.test.ts) always says what the server enforces.
 */
export const REQUIRED_ROLE_EXTENSION = 'x-required-role';

function markRequiredRole(app: FastifyInstance, role: 'staff' | 'admin'): void {
  const extension: Record<string, unknown> = { [REQUIRED_ROLE_EXTENSION]: role };
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, ...extension };
  });
}

export interface StaffScopeOptions {
  /** Registers the staff routes; everything registered on `staff` is checked. */
  routes: (staff: FastifyInstance) => Promise<void>;
  /** Registers the admin-only routes (settings, offers, users and roles): staff get 403. */
  adminRoutes?: (admin: FastifyInstance) => Promise<void>;
}

/**
 * The one place staff routes live: an encapsulated context with ONE role check (onRequest, so
 * a caller who is not staff gets 401/403 before any validation) for every route inside it. A
 * route registered here cannot forget the check, and staff routes are never registered
 * anywhere else. Admin-only routes sit in a child context that adds one stricter check.
 * Answers are per caller, so nothing here is cached.
 */
const staffScope: FastifyPluginAsync<StaffScopeOptions> = async (staff, opts) => {
  requireSignedIn(staff, staff.requireRole(...STAFF_ROLES));
  markRequiredRole(staff, 'staff');
  await opts.routes(staff);
  const { adminRoutes } = opts;
  if (adminRoutes) {
    await staff.register(async (admin) => {
      admin.addHook('onRequest', admin.requireRole('admin'));
      markRequiredRole(admin, 'admin');
      await adminRoutes(admin);
    });
  }
};
export default staffScope;
