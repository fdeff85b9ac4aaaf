import {
  errorResponses,
  orderMessageSettingsResponseSchema,
  orderMessageSettingsSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { MessageSettingsService } from './message-settings.service';

/**
 * The order messages' templates (decision 0092), for admins: India's DLT entity id and each
 * SMS's DLT template id, each WhatsApp message's approved template. Inside the admin scope.
 */
const staffMessageSettingsRoutes: FastifyPluginAsyncZod<{
  settings: MessageSettingsService;
  providerConfigured: boolean;
}> = async (app, { settings, providerConfigured }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "The order messages' templates (SMS DLT ids, WhatsApp templates)",
        response: {
          200: orderMessageSettingsResponseSchema,
          ...errorResponses(401, 403, 500, 503),
        },
      },
    },
    async () => ({ settings: await settings.get(), providerConfigured }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: "Replaces the order messages' templates",
        body: orderMessageSettingsSchema,
        response: {
          200: orderMessageSettingsResponseSchema,
          ...errorResponses(400, 401, 403, 415, 500, 503),
        },
      },
    },
    async (request) => ({
      settings: await settings.update({ id: callerId(request) }, request.body),
      providerConfigured,
    }),
  );
};

export default staffMessageSettingsRoutes;
