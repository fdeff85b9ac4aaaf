import {
  errorResponses,
  staffOfferInputSchema,
  staffOfferParamsSchema,
  staffOfferResponseSchema,
  staffOffersResponseSchema,
  staffOfferUpdateSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import { toStaffOffer } from './offers.presenter';
import { createCustomersRepository } from '../customers/customers.repository';
import { createOffersRepository, type StaffOfferRecord } from './offers.repository';
import { createOffersService } from './offers.service';

/** An offer is well under 2 kB of JSON. */
const BODY_LIMIT = 16 * 1024;
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415, 500);

/**
 * Offers and coupons, for admins. Registered only inside the staff scope's admin-only part
 * (plugins/staff-scope.ts). Pausing is `isActive: false`; nothing deletes an offer, since
 * orders keep pointing at the ones they used.
 */
const staffOffersRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  const offers = createOffersService({
    db: app.db,
    repo: createOffersRepository(),
    audit,
    customers: createCustomersRepository(),
  });
  const present = async (list: StaffOfferRecord[]) => {
    const now = new Date();
    const sizes = await offers.segmentSizes(list, now);
    return list.map((o) => toStaffOffer(o, now, sizes.get(o.id) ?? null));
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every offer, newest first, with its state, limits and how often it was used',
        response: { 200: staffOffersResponseSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ offers: await present(await offers.list()) }),
  );

  app.post(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Creates an offer (409 when the code is taken)',
        body: staffOfferInputSchema,
        response: { 201: staffOfferResponseSchema, ...writes },
      },
    },
    async (request, reply) => {
      const created = await offers.create({ id: callerId(request) }, request.body);
      const [offer] = await present([created]);
      return reply.status(201).send({ offer: offer! });
    },
  );

  app.patch(
    '/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['staff'],
        summary: 'Changes an offer’s fields; isActive false pauses it, true resumes it',
        params: staffOfferParamsSchema,
        body: staffOfferUpdateSchema,
        response: { 200: staffOfferResponseSchema, ...writes },
      },
    },
    async (request) => {
      const updated = await offers.update(
        { id: callerId(request) },
        request.params.id,
        request.body,
      );
      const [offer] = await present([updated]);
      return { offer: offer! };
    },
  );
};
export default staffOffersRoutes;
