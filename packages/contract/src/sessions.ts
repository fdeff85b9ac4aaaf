import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** One of the signed-in user's live sessions (a signed-in browser or device). */
export const sessionViewSchema = z.object({
  id: z.string(),
  /** Readable guess from the User-Agent at sign-in, e.g. "Chrome on Android". */
  device: z.string(),
  createdAt: timestampSchema,
  /** When the session last refreshed its access (its idle timeout counts from here). */
  lastUsedAt: timestampSchema,
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** GET /auth/sessions: the caller's live sessions, the current one first, then most recent. */
export const sessionsListResponseSchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionsListResponse = z.infer<typeof sessionsListResponseSchema>;

/** DELETE /auth/sessions/:id */
export const sessionIdParamsSchema = z.object({ id: idSchema });

/** POST /auth/sessions/sign-out-others: how many other sessions were ended. */
export const signOutOthersResponseSchema = z.object({
  message: z.string(),
  ended: z.number().int().min(0),
});
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
