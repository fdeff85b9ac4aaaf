import {
  addressIdParamsSchema,
  addressInputSchema,
  addressResponseSchema,
  addressesResponseSchema,
  addressUpdateSchema,
  errorResponses,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId, requireSignedIn } from '../../plugins/authentication';
import type { DeliveryAreasReader } from '../delivery-areas/delivery-areas.repository';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { toAddressesResponse, toAddressJson } from './addresses.presenter';
import { createAddressesRepository } from './addresses.repository';
import { createAddressesService } from './addresses.service';

/** One address is well under 2 kB of JSON. */
const ADDRESS_BODY_LIMIT = 16 * 1024;

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 500);

/**
 * The signed-in customer's own addresses (docs/decisions/0017). The owner is always
 * request.user; another customer's address id answers 404, like one that does not exist.
 */
const addressesRoutes: FastifyPluginAsyncZod<{
  restaurant: RestaurantSettingsReader;
  areas: DeliveryAreasReader;
}> = async (app, { restaurant, areas }) => {
  const addresses = createAddressesService({
    db: app.db,
    repo: createAddressesRepository(),
    restaurant,
    areas,
  });

  // onRequest, so a signed-out caller gets 401 before any body validation.
  requireSignedIn(app);

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: "The signed-in customer's addresses, the default first",
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) => toAddressesResponse(await addresses.list(callerId(request))),
  );

  app.post(
    '/addresses',
    {
      bodyLimit: ADDRESS_BODY_LIMIT,
      schema: {
        tags: ['addresses'],
        summary: 'Adds an address (the first one becomes the default)',
        description:
          'The phone and postcode must be of the restaurant’s country, and the postcode in one of its delivery areas (400 OUTSIDE_DELIVERY_AREA: pickup is still possible).',
        body: addressInputSchema,
        response: { 201: addressResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const address = await addresses.create(callerId(request), request.body);
      return reply.status(201).send({ address: toAddressJson(address) });
    },
  );

  app.patch(
    '/addresses/:id',
    {
      bodyLimit: ADDRESS_BODY_LIMIT,
      schema: {
        tags: ['addresses'],
        summary: 'Changes the fields sent of one of the customer’s addresses',
        params: addressIdParamsSchema,
        body: addressUpdateSchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const address = await addresses.update(callerId(request), request.params.id, request.body);
      return { address: toAddressJson(address) };
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Deletes an address; the newest other one becomes the default if it was',
        params: addressIdParamsSchema,
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) =>
      toAddressesResponse(await addresses.remove(callerId(request), request.params.id)),
  );

  app.post(
    '/addresses/:id/default',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Makes an address the default (and no other)',
        params: addressIdParamsSchema,
        response: { 200: addressesResponseSchema, ...errors },
      },
    },
    async (request) =>
      toAddressesResponse(await addresses.makeDefault(callerId(request), request.params.id)),
  );
};
export default addressesRoutes;
