import {
  errorResponseSchema,
  meResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  usersListQuerySchema,
  usersListResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http-error';
import type { AuthContext } from './auth-context';
import type { UserRecord } from './auth.repository';
import { toUserView } from './user-view';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  500: errorResponseSchema,
};

/** The signed-in user's own account, and the staff view of all accounts. */
const accountRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, { users }) => {
  async function currentUser(userId: string): Promise<UserRecord> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    return user;
  }

  async function profileOf(user: UserRecord) {
    return {
      user: toUserView(user),
      userProfileDetail: {
        name: user.name,
        email: user.email,
        phone: user.phone,
        avatar: user.avatarUrl,
        memberSince: user.createdAt.toISOString(),
        orderCount: await users.orderCount(user.id),
      },
    };
  }

  app.get(
    '/me',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when signed out)',
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toUserView(await currentUser(request.user!.id)) }),
  );

  app.get(
    '/user/profile',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profileOf(await currentUser(request.user!.id)),
  );

  app.patch(
    '/user/profile',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary: 'Updates name, phone or avatar (nothing else: unknown fields are refused)',
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { name, phone, avatar } = request.body;
      await users.updateProfile(request.user!.id, {
        ...(name !== undefined && { name }),
        ...(phone !== undefined && { phone }),
        ...(avatar !== undefined && { avatarUrl: avatar }),
      });
      const profile = await profileOf(await currentUser(request.user!.id));
      return { message: 'Your profile has been updated', ...profile };
    },
  );

  app.get(
    '/users',
    {
      onRequest: [app.requireRole('staff', 'admin')],
      schema: {
        tags: ['auth'],
        summary: 'Lists accounts, newest first (staff and admin only)',
        querystring: usersListQuerySchema,
        response: { 200: usersListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, search, role } = request.query;
      const result = await users.list({ page, limit, search: search || undefined, role });
      return {
        users: result.users.map(toUserView),
        pagination: {
          page,
          limit,
          total: result.total,
          totalPages: Math.ceil(result.total / limit),
        },
      };
    },
  );
};
export default accountRoutes;
