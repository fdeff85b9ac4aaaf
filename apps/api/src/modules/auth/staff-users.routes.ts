import {
  errorResponseSchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountService } from './account.service';
import { toUsersPage } from './auth.presenter';

/** Staff calls about accounts. Registered only inside the staff scope (plugins/staff-scope.ts). */
const staffUserRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['auth'],
        summary: 'Lists accounts, newest first (staff and admin only)',
        querystring: usersListQuerySchema,
        response: {
          200: usersListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return toUsersPage(await accounts.list(request.query), { page, limit });
    },
  );
};
export default staffUserRoutes;
