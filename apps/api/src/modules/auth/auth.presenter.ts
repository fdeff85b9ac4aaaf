import {
  authProviders,
  type SessionsListResponse,
  type profileResponseSchema,
  type User,
  type UsersListResponse,
} from '@ninetonine/contract';
import type { z } from 'zod';
import type { Profile } from './account.service';
import { deviceLabel } from './sessions/device-label';
import type { SessionRecord } from './sessions/session.repository';
import type { UserRecord } from './user.repository';

type ProfileResponse = z.infer<typeof profileResponseSchema>;

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
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    // Additive to the spec's shape: present only when the storefront should ask for a name.
    ...(user.nameIsPlaceholder && { needsName: true as const }),
  };
}

/** The profile page's data: the user and their account details. */
export function toProfileResponse(profile: Profile): ProfileResponse {
  const { user } = profile;
  return {
    user: toUserView(user),
    userProfileDetail: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      avatar: user.avatarUrl,
      memberSince: user.createdAt.toISOString(),
      orderCount: profile.orderCount,
      orderStatusMails: user.orderStatusMails,
      orderUpdates: user.orderUpdates,
    },
  };
}

/** A page of accounts for staff. */
export function toUsersPage(
  result: { users: UserRecord[]; total: number },
  at: { page: number; limit: number },
): UsersListResponse {
  return {
    users: result.users.map(toUserView),
    pagination: {
      page: at.page,
      limit: at.limit,
      total: result.total,
      totalPages: Math.ceil(result.total / at.limit),
    },
  };
}

/** A sign-in's answer: the message and the user (the session travels as cookies). */
export const toSignInResponse = (message: string, user: UserRecord) => ({
  message,
  userData: toUserView(user),
});

/** The caller's sessions as devices: the calling one first and marked, then most recent. */
export function toSessionsList(
  records: SessionRecord[],
  currentSessionId: string,
): SessionsListResponse {
  const views = records.map((r) => ({
    id: r.id,
    device: deviceLabel(r.userAgent),
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
    current: r.id === currentSessionId,
  }));
  return { sessions: [...views.filter((v) => v.current), ...views.filter((v) => !v.current)] };
}
