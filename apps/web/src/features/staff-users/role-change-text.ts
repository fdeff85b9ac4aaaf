import type { UserRole } from '@ninetonine/contract';

export const ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Customer',
  staff: 'Staff',
  admin: 'Admin',
};

/** "staff", "an admin", "a customer": as in "Meera is now …". */
const roleNoun: Record<UserRole, string> = {
  customer: 'a customer',
  staff: 'staff',
  admin: 'an admin',
};

/** What the confirm dialog says a role lets someone do. */
const roleMeaning: Record<UserRole, string> = {
  customer:
    'Customers order from the shop. They keep their account and orders, and lose the staff pages from their next click.',
  staff: 'Staff run the menu and the orders, but not settings, offers or users.',
  admin: 'Admins run everything: the menu and orders, settings, offers, users and roles.',
};

export function roleChangeQuestion(name: string, role: UserRole): string {
  return `Make ${name} ${roleNoun[role]}?`;
}

export function roleChangeMeaning(role: UserRole): string {
  return roleMeaning[role];
}

export function roleChangeDone(name: string, role: UserRole): string {
  return `${name} is now ${roleNoun[role]}.`;
}
