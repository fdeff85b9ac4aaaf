import {
  busyModeInputSchema,
  errorResponses,
  kitchenControlsSchema,
  pauseInputSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit/audit-log';
import { createKitchenControlsService } from './kitchen-controls.service';
import { toKitchenControls } from './restaurant.presenter';
import { kitchenControlsAt } from './restaurant-status';
import type { RestaurantRepository, RestaurantSettingsRecord } from './restaurant.repository';

const reads = errorResponses(401, 403, 500, 503);
const writes = errorResponses(400, 401, 403, 415, 500, 503);

/**
 * The kitchen's controls (decision 0081), for staff and admins: registered in the staff scope,
 * so its one role check covers them. Answers are the controls in force after the change.
 */
const kitchenControlsRoutes: FastifyPluginAsyncZod<{
  audit: AuditLog;
  repo: RestaurantRepository;
}> = async (app, { audit, repo }) => {
  const controls = createKitchenControlsService({ db: app.db, repo, audit });
  const answer = (s: RestaurantSettingsRecord) =>
    toKitchenControls(kitchenControlsAt(s, controls.now()));

  app.get(
    '/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Busy mode and the pause of new orders, while they last',
        response: { 200: kitchenControlsSchema, ...reads },
      },
    },
    async () => answer(await controls.get()),
  );

  app.put(
    '/busy',
    {
      schema: {
        tags: ['staff'],
        summary: 'Busy mode: adds minutes to every estimate and slot for a while, then ends',
        body: busyModeInputSchema,
        response: { 200: kitchenControlsSchema, ...writes },
      },
    },
    async (request) => answer(await controls.startBusy({ id: callerId(request) }, request.body)),
  );

  app.delete(
    '/busy',
    {
      schema: {
        tags: ['staff'],
        summary: 'Ends busy mode now',
        response: { 200: kitchenControlsSchema, ...reads },
      },
    },
    async (request) => answer(await controls.endBusy({ id: callerId(request) })),
  );

  app.put(
    '/pause',
    {
      schema: {
        tags: ['staff'],
        summary: 'Stops taking new orders for a while, with the reason customers read',
        body: pauseInputSchema,
        response: { 200: kitchenControlsSchema, ...writes },
      },
    },
    async (request) => answer(await controls.pause({ id: callerId(request) }, request.body)),
  );

  app.delete(
    '/pause',
    {
      schema: {
        tags: ['staff'],
        summary: 'Takes new orders again now',
        response: { 200: kitchenControlsSchema, ...reads },
      },
    },
    async (request) => answer(await controls.resume({ id: callerId(request) })),
  );
};
export default kitchenControlsRoutes;
