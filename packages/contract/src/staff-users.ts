import { z } from 'zod';
import { userSchema } from './auth';
import { userRoles } from './limits';
import { idSchema } from './common';

/** PATCH /staff/users/:id/role (admin only). */
export const userIdParamsSchema = z.object({ id: idSchema });
export const userRoleChangeSchema = z.strictObject({ role: z.enum(userRoles) });
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** The refusal when a change would leave the restaurant without an admin (409, LAST_ADMIN). */
export const LAST_ADMIN_MESSAGE =
  'The restaurant must keep at least one admin. Make someone else an admin first.';
/** Who may manage roles: the caller stopped being an admin meanwhile (403). */
export const NOT_ADMIN_ANY_MORE_MESSAGE = 'You are no longer an admin.';

/** POST /staff/users/:id/sessions/end (admin only): how many of the account's sessions ended. */
export const endUserSessionsResponseSchema = z.object({
  message: z.string(),
  ended: z.number().int().min(0),
});
export type EndUserSessionsResponse = z.infer<typeof endUserSessionsResponseSchema>;
