import {
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  deliveryLocateQuerySchema,
  errorResponses,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { DeliveryAreasReader } from './delivery-areas.repository';
import { createDeliveryCheckService } from './delivery-check.service';

/**
 * Public: whether, at what fee and how soon the restaurant delivers to a PIN code, before
 * anything is in the cart (decision 0084). Never stored in a shared cache: busy mode and the
 * settings change the answer.
 */
const deliveryCheckRoutes: FastifyPluginAsyncZod<{
  areas: DeliveryAreasReader;
  restaurant: RestaurantSettingsReader;
}> = async (app, { areas, restaurant }) => {
  const service = createDeliveryCheckService({ db: app.db, areas, restaurant });

  app.get(
    '/delivery/check',
    {
      schema: {
        tags: ['restaurant'],
        summary: 'Whether the restaurant delivers to a PIN code, the fee, minimum and time',
        description:
          'A PIN code no area covers answers 200 with delivers false and a sentence offering pickup; one that is not a PIN code of the country is a 400.',
        querystring: deliveryCheckQuerySchema,
        response: { 200: deliveryCheckSchema, ...errorResponses(400, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.check(request.query.postcode, new Date());
    },
  );

  app.get(
    '/delivery/locate',
    {
      schema: {
        tags: ['restaurant'],
        summary:
          'The PIN code of a device’s position, by the delivery areas’ centres, and its terms',
        description:
          'Matched only against the centres staff set on the areas (no outside geocoder); a position none covers answers 200 with postcode null.',
        querystring: deliveryLocateQuerySchema,
        response: { 200: deliveryCheckSchema, ...errorResponses(400, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.locate(request.query, new Date());
    },
  );
};
export default deliveryCheckRoutes;
