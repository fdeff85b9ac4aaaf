import {
  endUserSessionsResponseSchema,
  errorResponses,
  userIdParamsSchema,
  userResponseSchema,
  userRoleChangeSchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../../plugins/authentication';
import type { AccountService } from '../account.service';
import type { AdminSessionsService } from '../sessions/admin-sessions.service';
import { toUserView, toUsersPage } from '../auth.presenter';
import type { UserRolesService } from './user-roles.service';

/**
 * Admins' calls about accounts (customers' personal data, and who is staff). Registered only
 * among the staff scope's admin routes (plugins/staff-scope.ts), which checks the role.
 */
const staffUserRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  roles: UserRolesService;
  adminSessions: AdminSessionsService;
}> = async (app, { accounts, roles, adminSessions }) => {
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
      preHandler: [app.requireRecentAuth],
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

  app.post(
    '/staff/users/:id/sessions/end',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Ends every session of an account (admin only; audited): it signs in again ' +
          'everywhere, and its live order streams end',
        params: userIdParamsSchema,
        response: {
          200: endUserSessionsResponseSchema,
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request) => {
      const ended = await adminSessions.endAll(callerId(request), request.params.id);
      return {
        message: ended === 1 ? 'Ended 1 session.' : `Ended ${ended} sessions.`,
        ended,
      };
    },
  );
};
export default staffUserRoutes;
