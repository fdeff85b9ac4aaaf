import { authProviders, type User } from '@ninetonine/contract';
import type { UserRecord } from './auth.repository';

type Provider = (typeof authProviders)[number];
const isProvider = (p: string): p is Provider => (authProviders as readonly string[]).includes(p);

/** The user as the API shows it: the contract's `userSchema`, never a hash. */
export function toUserView(user: UserRecord): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatarUrl,
    role: user.role,
    providers: [
      ...(user.hasPassword ? (['password'] as const) : []),
      ...user.identityProviders.filter(isProvider),
    ],
    createdAt: user.createdAt.toISOString(),
  };
}
