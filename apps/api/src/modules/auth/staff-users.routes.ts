import {
  errorResponses,
  userIdParamsSchema,
  userResponseSchema,
  userRoleChangeSchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AccountService } from './account.service';
import { toUserView, toUsersPage } from './auth.presenter';
import type { UserRolesService } from './user-roles.service';

/**
 * Admins' calls about accounts (customers' personal data, and who is staff). Registered only
 * among the staff scope's admin routes (plugins/staff-scope.ts), which checks the role.
 */
const staffUserRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  roles: UserRolesService;
}> = async (app, { accounts, roles }) => {
  app.get(
    '/auth/users',
    {
      schema: {
        tags: ['auth'],
        summary: 'Lists accounts, newest first; search by name, email or phone (admin only)',
        querystring: usersListQuerySchema,
        response: { 200: usersListResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return toUsersPage(await accounts.list(request.query), { page, limit });
    },
  );

  app.patch(
    '/staff/users/:id/role',
    {
      schema: {
        tags: ['staff'],
        summary:
          "Changes a user's role and ends their sessions (admin only; the last admin cannot be demoted)",
        params: userIdParamsSchema,
        body: userRoleChangeSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      // Answered even when the caller changed their own role and so just ended this session:
      // their next request gets the 401 that sends them to sign in again.
      const user = await roles.changeRole(callerId(request), request.params.id, request.body.role);
      return { user: toUserView(user) };
    },
  );
};
export default staffUserRoutes;
