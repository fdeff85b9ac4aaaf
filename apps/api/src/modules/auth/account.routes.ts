import {
  errorResponses,
  meResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountService } from './account.service';
import { toProfileResponse, toUserView } from './auth.presenter';
import { requireSignedIn } from '../../plugins/authentication';

const errors = errorResponses(400, 401, 403, 500);

/** The signed-in user's own account. */
const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  requireSignedIn(app);

  app.get(
    '/me',
    {
      config: { signedInCheck: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toUserView(await accounts.current(request.user!.id)) }),
  );

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => toProfileResponse(await accounts.profile(request.user!.id)),
  );

  app.patch(
    '/user/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Updates name, phone or avatar (nothing else: unknown fields are refused)',
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await accounts.updateProfile(request.user!.id, request.body);
      return { message: 'Your profile has been updated', ...toProfileResponse(profile) };
    },
  );
};
export default accountRoutes;
