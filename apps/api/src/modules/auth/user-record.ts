import type { OrderUpdateChannel } from '@ninetonine/contract';
import { users, type UserRole } from '../../db/schema/index';

/** A user as the auth module works with it: never the hash itself, only whether one exists. */
export interface UserRecord {
  id: string;
  name: string;
  /** `name` was made up at sign-up (phone-only accounts) and the person has not given theirs. */
  nameIsPlaceholder: boolean;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  role: UserRole;
  hasPassword: boolean;
  /** The owner proved the email (a mailed link, a password reset, or Google). */
  emailVerified: boolean;
  /** Mails about an order's progress; receipts go regardless (decision 0064). */
  orderStatusMails: boolean;
  /** Order updates on the phone (decision 0092). */
  orderUpdates: OrderUpdateChannel;
  createdAt: Date;
  /** Linked Firebase providers ('google.com', 'phone'). */
  identityProviders: string[];
}

export interface NewUser {
  name: string;
  nameIsPlaceholder?: boolean;
  email: string | null;
  phone?: string | null;
  avatarUrl?: string | null;
  passwordHash?: string | null;
  role?: UserRole;
  emailVerifiedAt?: Date | null;
  passwordProvenAt?: Date | null;
}

export const userColumns = {
  id: users.id,
  name: users.name,
  nameIsPlaceholder: users.nameIsPlaceholder,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  role: users.role,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  orderStatusMails: users.orderStatusMails,
  orderUpdates: users.orderUpdates,
  createdAt: users.createdAt,
};
export type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

export function toRecord(row: UserRow, providers: string[]): UserRecord {
  const { passwordHash, emailVerifiedAt, ...rest } = row;
  return {
    ...rest,
    hasPassword: passwordHash !== null,
    emailVerified: rest.email !== null && emailVerifiedAt !== null,
    identityProviders: providers,
  };
}
