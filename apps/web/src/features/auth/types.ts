import type { profileResponseSchema, User } from '@ninetonine/contract';

export type { ChangePasswordRequest, UpdateProfileRequest } from '@ninetonine/contract';

/** A contract schema's output type via Standard Schema (the web app has no direct zod import). */
interface StandardTyped {
  '~standard': { types?: { input: unknown; output: unknown } | undefined };
}
type Output<S extends StandardTyped> = NonNullable<S['~standard']['types']>['output'];

export type AuthUser = User;
export type ProfileResponse = Output<typeof profileResponseSchema>;
