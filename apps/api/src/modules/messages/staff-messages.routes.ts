import {
  errorResponses,
  messageParamsSchema,
  messageReadResponseSchema,
  messageReadSchema,
  messagesListQuerySchema,
  messagesListResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import { toContactMessage, toMessagesPage } from './messages.presenter';
import { createMessagesRepository } from './messages.repository';
import { createMessagesService } from './messages.service';

/**
 * The contact-form inbox. Registered only inside the staff scope (plugins/staff-scope.ts).
 * Messages are customers' own words: the JSON carries them as plain text, and the staff page
 * shows them as text, never as markup.
 */
const staffMessagesRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  const messages = createMessagesService({
    db: app.db,
    repo: createMessagesRepository(),
    audit,
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Contact messages, newest first, a page at a time, with the unread count',
        querystring: messagesListQuerySchema,
        response: { 200: messagesListResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return toMessagesPage(await messages.list(request.query), { page, limit });
    },
  );

  app.put(
    '/:id/read',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['staff'],
        summary: 'Marks a message read (true) or unread (false)',
        params: messageParamsSchema,
        body: messageReadSchema,
        response: {
          200: messageReadResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 500),
        },
      },
    },
    async (request) => {
      const { message, unreadCount } = await messages.markRead(
        { id: callerId(request) },
        request.params.id,
        request.body.read,
      );
      return { contactMessage: toContactMessage(message), unreadCount };
    },
  );
};
export default staffMessagesRoutes;
