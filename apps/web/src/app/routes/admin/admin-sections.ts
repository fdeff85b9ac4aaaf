import type { UserRole } from '@ninetonine/contract';

export interface AdminSection {
  /** Under /admin ('' is the dashboard). */
  path: string;
  label: string;
  /** Roles that see the link and may open the page (the server checks again). */
  roles: readonly UserRole[];
}

const STAFF: readonly UserRole[] = ['staff', 'admin'];
const ADMIN: readonly UserRole[] = ['admin'];

/** The staff side's sections, in navigation order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '', label: 'Dashboard', roles: STAFF },
  { path: 'orders', label: 'Orders board', roles: STAFF },
  { path: 'tables', label: 'Tables', roles: STAFF },
  { path: 'menu', label: 'Menu', roles: STAFF },
  { path: 'categories', label: 'Categories', roles: STAFF },
  { path: 'messages', label: 'Messages', roles: STAFF },
  { path: 'offers', label: 'Offers', roles: ADMIN },
  { path: 'settings', label: 'Settings', roles: ADMIN },
  { path: 'delivery-areas', label: 'Delivery areas', roles: ADMIN },
  { path: 'customers', label: 'Customers', roles: ADMIN },
  { path: 'users', label: 'Users', roles: ADMIN },
  { path: 'audit', label: 'Audit log', roles: ADMIN },
];

/** The section a /admin path belongs to (its first segment), if any. */
export function sectionAt(pathname: string): AdminSection | undefined {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return ADMIN_SECTIONS.find((s) => s.path === segment);
}
