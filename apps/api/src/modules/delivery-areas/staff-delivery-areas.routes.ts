import {
  deliveryAreaInputSchema,
  deliveryAreaParamsSchema,
  deliveryAreaResponseSchema,
  deliveryAreasResponseSchema,
  deliveryAreaUpdateSchema,
  errorResponses,
  fromMinor,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { toDeliveryAreaJson } from './delivery-areas.presenter';
import type { DeliveryAreaRecord, DeliveryAreasRepository } from './delivery-areas.repository';
import { createDeliveryAreasService } from './delivery-areas.service';

/** 200 postcodes of 8 characters are well under 4 kB of JSON. */
const BODY_LIMIT = 16 * 1024;
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415, 500);

/**
 * The areas the restaurant delivers to, for admins (decision 0047). Registered inside the
 * staff scope's admin-only part; every change is in the audit log.
 */
const staffDeliveryAreasRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog;
  repo: DeliveryAreasRepository;
  restaurant: RestaurantSettingsReader;
}> = async (app, { audit, repo, restaurant }) => {
  const areas = createDeliveryAreasService({ db: app.db, repo, restaurant, audit });

  const listResponse = async (list: DeliveryAreaRecord[]) => {
    const settings = await restaurant.settingsOrDefaults(app.db);
    return {
      areas: list.map(toDeliveryAreaJson),
      country: settings.country,
      standardDeliveryFee: fromMinor(settings.deliveryFeeMinor),
      standardMinimumOrder: fromMinor(settings.minimumDeliveryOrderMinor),
    };
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every delivery area by name, with the restaurant’s standard fee and minimum',
        description:
          'No areas: the restaurant delivers nowhere (pickup only) until an admin adds one.',
        response: { 200: deliveryAreasResponseSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => listResponse(await areas.list()),
  );

  app.post(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Adds a delivery area (409 when its name or one of its postcodes is taken)',
        body: deliveryAreaInputSchema,
        response: { 201: deliveryAreaResponseSchema, ...writes },
      },
    },
    async (request, reply) => {
      const area = await areas.create({ id: callerId(request) }, request.body);
      return reply.status(201).send({ area: toDeliveryAreaJson(area) });
    },
  );

  app.patch(
    '/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Changes the fields sent of a delivery area',
        params: deliveryAreaParamsSchema,
        body: deliveryAreaUpdateSchema,
        response: { 200: deliveryAreaResponseSchema, ...writes },
      },
    },
    async (request) => ({
      area: toDeliveryAreaJson(
        await areas.update({ id: callerId(request) }, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Removes a delivery area; its postcodes get no delivery from then on',
        params: deliveryAreaParamsSchema,
        response: { 200: deliveryAreasResponseSchema, ...writes },
      },
    },
    async (request) =>
      listResponse(await areas.remove({ id: callerId(request) }, request.params.id)),
  );
};
export default staffDeliveryAreasRoutes;
