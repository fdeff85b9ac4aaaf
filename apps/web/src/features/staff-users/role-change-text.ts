import type { UserRole } from '@ninetonine/contract';

export const ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Customer',
  staff: 'Staff',
  admin: 'Admin',
  rider: 'Rider',
};

/** "staff", "an admin", "a customer": as in "Meera is now …". */
const roleNoun: Record<UserRole, string> = {
  customer: 'a customer',
  staff: 'staff',
  admin: 'an admin',
  rider: 'a rider',
};

/** What the confirm dialog says a role lets someone do. */
const roleMeaning: Record<UserRole, string> = {
  customer:
    'Customers order from the shop. They keep their account and orders, and lose the staff pages.',
  staff: 'Staff run the menu and the orders, but not settings, offers or users.',
  admin: 'Admins run everything: the menu and orders, settings, offers, users and roles.',
  rider:
    'Riders see only the deliveries given to them, on their phone: no staff pages (decision 0083).',
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

/** Every role change ends the person's sessions (the server does it in the same step). */
export function roleChangeSignsOut(isSelf: boolean): string {
  return isSelf
    ? 'You will be signed out, and sign in again with the new role.'
    : 'They are signed out on every device, and sign in again with the new role.';
}

/** Said before giving staff rights to an account whose email its owner never confirmed. */
export function unverifiedEmailWarning(email: string): string {
  return (
    `${email} is not verified: whoever registered this account may not own that address. ` +
    'Its password is cleared; the owner of the address chooses a new one with "Forgot password?".'
  );
}
