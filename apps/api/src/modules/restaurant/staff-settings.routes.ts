import {
  acceptingOrdersSchema,
  errorResponses,
  staffSettingsResponseSchema,
  staffSettingsUpdateSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import { createRestaurantSettingsService } from './restaurant-settings.service';
import { toRestaurantPolicies, toRestaurantSettingsJson } from './restaurant.presenter';
import type { RestaurantRepository, RestaurantSettingsRecord } from './restaurant.repository';

/** Two policy texts (20,000 characters each, up to 4 bytes a character) are the biggest part. */
const BODY_LIMIT = 192 * 1024;
const writes = errorResponses(400, 401, 403, 413, 415, 500, 503);

const toResponse = (s: RestaurantSettingsRecord, onlinePaymentConfigured: boolean) => ({
  settings: toRestaurantSettingsJson(s),
  policies: (({ privacyPolicy, refundPolicy }) => ({ privacyPolicy, refundPolicy }))(
    toRestaurantPolicies(s),
  ),
  updatedAt: s.updatedAt.toISOString(),
  onlinePaymentConfigured,
  upiId: s.upiId,
});

/**
 * The restaurant settings, for admins. Registered only inside the staff scope's admin-only part
 * (plugins/staff-scope.ts). Answers are never cached, unlike the storefront's GET /restaurant.
 */
const staffSettingsRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog;
  repo: RestaurantRepository;
  /** Whether the online provider's keys are set (the screen says so; online needs them). */
  onlinePaymentConfigured: boolean;
}> = async (app, { audit, repo, onlinePaymentConfigured }) => {
  const settings = createRestaurantSettingsService({
    db: app.db,
    repo,
    audit,
    onlinePaymentConfigured,
  });
  const answer = (s: RestaurantSettingsRecord) => toResponse(s, onlinePaymentConfigured);

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'The restaurant settings as they are now',
        response: { 200: staffSettingsResponseSchema, ...errorResponses(401, 403, 500, 503) },
      },
    },
    async () => answer(await settings.get()),
  );

  app.patch(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: [app.requireRecentAuth],
      schema: {
        tags: ['staff'],
        summary:
          'Changes the settings sent (hours, fees, tax, minimum order, delivery, pickup, ways to pay…)',
        description:
          'Each fulfilment that is on needs a way to pay that works (400 otherwise); `online` ' +
          'can be turned on only while the server has the provider’s keys (`onlinePaymentConfigured`).',
        body: staffSettingsUpdateSchema,
        response: { 200: staffSettingsResponseSchema, ...writes },
      },
    },
    async (request) => answer(await settings.update({ id: callerId(request) }, request.body)),
  );

  app.put(
    '/accepting-orders',
    {
      schema: {
        tags: ['staff'],
        summary: 'Pauses new orders (false) or takes them again (true), from the next order on',
        body: acceptingOrdersSchema,
        response: { 200: staffSettingsResponseSchema, ...writes },
      },
    },
    async (request) => answer(await settings.update({ id: callerId(request) }, request.body)),
  );
};
export default staffSettingsRoutes;
