import {
  errorResponses,
  orderIdParamsSchema,
  staffOrderMessagesResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toStaffOrderMessage } from './order-messages.presenter';
import type { StaffOrderMessages } from './staff-order-messages.service';

/**
 * The customer's WhatsApp and SMS messages about an order (decision 0092), for the staff order
 * page: so the kitchen knows when to call instead. Inside the staff scope, under /staff/orders.
 */
const staffOrderMessagesRoutes: FastifyPluginAsyncZod<{ messages: StaffOrderMessages }> = async (
  app,
  { messages },
) => {
  app.get(
    '/:id/messages',
    {
      schema: {
        tags: ['staff'],
        summary: "The customer's WhatsApp and SMS messages about an order, oldest first",
        description:
          'Each with its channel and status (ours until Twilio reports, then its latest ' +
          'report) and, when it failed, was not delivered or the number opted out, why.',
        params: orderIdParamsSchema,
        response: {
          200: staffOrderMessagesResponseSchema,
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request) => ({
      messages: (await messages.of(request.params.id)).map(toStaffOrderMessage),
    }),
  );
};

export default staffOrderMessagesRoutes;
