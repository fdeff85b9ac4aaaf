import {
  busyModeInputSchema,
  errorResponses,
  kitchenControlsSchema,
  pauseInputSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerId } from '../../plugins/authentication';
import type { AuditActor, AuditLog } from '../audit/audit-log';
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

  /** Busy mode and the pause work alike: a PUT starts one for a while, a DELETE ends it now. */
  const timedControl = <Body extends object>(
    path: string,
    input: z.ZodType<Body>,
    start: (actor: AuditActor, body: Body) => Promise<RestaurantSettingsRecord>,
    end: (actor: AuditActor) => Promise<RestaurantSettingsRecord>,
    [startSummary, endSummary]: [string, string],
  ) => {
    const tags = ['staff'];
    app.put(
      path,
      {
        schema: {
          tags,
          summary: startSummary,
          body: input,
          response: { 200: kitchenControlsSchema, ...writes },
        },
      },
      async (request) =>
        // The schema has parsed the body; Fastify's types cannot follow a generic schema.
        answer(await start({ id: callerId(request) }, request.body as Body)),
    );
    app.delete(
      path,
      {
        schema: {
          tags,
          summary: endSummary,
          response: { 200: kitchenControlsSchema, ...reads },
        },
      },
      async (request) => answer(await end({ id: callerId(request) })),
    );
  };

  timedControl('/busy', busyModeInputSchema, controls.startBusy, controls.endBusy, [
    'Busy mode: adds minutes to every estimate and slot for a while, then ends',
    'Ends busy mode now',
  ]);
  timedControl('/pause', pauseInputSchema, controls.pause, controls.resume, [
    'Stops taking new orders for a while, with the reason customers read',
    'Takes new orders again now',
  ]);
};
export default kitchenControlsRoutes;
