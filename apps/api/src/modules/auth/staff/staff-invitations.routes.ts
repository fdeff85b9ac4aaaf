import {
  errorResponseSchema,
  errorResponses,
  invitationAcceptResponseSchema,
  INVITATION_ACCEPTED_MESSAGE,
  invitationIdParamsSchema,
  invitationPreviewResponseSchema,
  invitationTokenRequestSchema,
  messageResponseSchema,
  staffInvitationCreateSchema,
  staffInvitationResponseSchema,
  staffInvitationsResponseSchema,
  type StaffInvitation,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { callerId, SESSION_SECURITY } from '../../../plugins/authentication';
import { rateLimits } from '../../../plugins/rate-limit';
import type { InvitationRecord } from './staff-invitations.repository';
import type { StaffInvitationsService } from './staff-invitations.service';

function toInvitation(record: InvitationRecord): StaffInvitation {
  return {
    _id: record.id,
    email: record.email,
    role: record.role,
    invitedBy: record.invitedBy,
    createdAt: record.createdAt.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
  };
}

/**
 * Admins' invitations (docs/decisions/0053). Registered only among the staff scope's admin
 * routes (plugins/staff-scope.ts), which checks the role.
 */
export const staffInvitationAdminRoutes: FastifyPluginAsyncZod<{
  invitations: StaffInvitationsService;
}> = async (app, { invitations }) => {
  app.get(
    '/staff/invitations',
    {
      schema: {
        tags: ['staff'],
        summary: 'Lists pending staff invitations, newest first (admin only)',
        response: { 200: staffInvitationsResponseSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ invitations: (await invitations.listPending()).map(toInvitation) }),
  );

  app.post(
    '/staff/invitations',
    {
      // A grant in waiting: the same recent sign-in as a role change (docs/decisions/0036).
      // Per address too, like "Forgot password?": no mailbox is flooded (hashed for Redis).
      preHandler: [
        app.requireRecentAuth,
        app.rateLimitBy('staff-invitation-email', rateLimits.forgotPasswordPerEmail, (r) =>
          createHash('sha256')
            .update((r.body as { email: string }).email)
            .digest('hex'),
        ),
      ],
      schema: {
        tags: ['staff'],
        summary:
          'Invites an email address to staff or admin and mails it a one-time link; the ' +
          "address's earlier pending invitation stops working (admin only; audited)",
        body: staffInvitationCreateSchema,
        response: {
          201: staffInvitationResponseSchema,
          ...errorResponses(400, 401, 403, 409, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const invitation = await invitations.invite(callerId(request), request.body);
      return reply.status(201).send({
        message: `Invitation sent to ${invitation.email}.`,
        invitation: toInvitation(invitation),
      });
    },
  );

  app.delete(
    '/staff/invitations/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Revokes a pending invitation: its link stops working (admin only; audited)',
        params: invitationIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await invitations.revoke(callerId(request), request.params.id);
      return { message: 'Invitation revoked.' };
    },
  );
};

/** The invitee's side: what a link is for, and accepting it while signed in. */
export const invitationRoutes: FastifyPluginAsyncZod<{
  invitations: StaffInvitationsService;
}> = async (app, { invitations }) => {
  app.post(
    '/invitations/preview',
    {
      config: { rateLimit: rateLimits.verifyEmail },
      schema: {
        tags: ['auth'],
        summary: 'Which address and role an invitation link is for, without using it up',
        body: invitationTokenRequestSchema,
        response: {
          200: invitationPreviewResponseSchema,
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request) => invitations.preview(request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: { securityEvent: 'role_change', rateLimit: rateLimits.verifyEmail },
      onRequest: [app.requireUser],
      schema: {
        tags: ['auth'],
        summary:
          "Accepts an invitation for the signed-in account's own email: proves the address, " +
          'grants the role and ends every session of the account (audited)',
        security: SESSION_SECURITY,
        body: invitationTokenRequestSchema,
        response: {
          200: invitationAcceptResponseSchema,
          401: errorResponseSchema,
          ...errorResponses(400, 403, 409, 429, 500),
        },
      },
    },
    async (request) => {
      const role = await invitations.accept(callerId(request), request.body.token);
      return { message: INVITATION_ACCEPTED_MESSAGE, role };
    },
  );
};
