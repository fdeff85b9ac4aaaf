import type { UserRole } from '@ninetonine/contract';

/**
 * Whether a role works on the staff side. Here rather than beside the staff side's sections:
 * the storefront's header asks it on every page, and the first load carries no staff code
 * (decision 0097).
 */
export const isStaffRole = (role: UserRole | undefined): boolean =>
  role === 'staff' || role === 'admin';
