import { dashboardQuerySchema, dashboardSchema, errorResponses } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { toDashboard } from './dashboard.presenter';
import { createDashboardRepository } from './dashboard.repository';
import { createDashboardService } from './dashboard.service';

const errors = errorResponses(400, 401, 403, 500);

export const DAYS_NOTE =
  "Days run from the restaurant's local midnight to the next (its time zone, from the " +
  'settings).';

/**
 * The staff home's figures. Registered only inside the staff scope (plugins/staff-scope.ts),
 * under /staff: staff and admins both see them. The orders export is admin-only
 * (orders-export.routes.ts).
 */
const staffDashboardRoutes: FastifyPluginAsyncZod<{
  restaurant: RestaurantSettingsReader;
}> = async (app, { restaurant }) => {
  const dashboard = createDashboardService({
    db: app.db,
    repo: createDashboardRepository(),
    restaurant,
  });

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['staff'],
        summary: "A day's orders, revenue and best sellers next to the same weekday last week",
        description:
          `${DAYS_NOTE} \`date\` defaults to today there. Orders, revenue, average order ` +
          'value, top dishes and orders by hour count only orders that were not cancelled or ' +
          'rejected (those are counted in `cancelled`). Revenue is the sum of order totals ' +
          '(delivery fee and tax included), in major units.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => toDashboard(await dashboard.figures(request.query.date)),
  );
};
export default staffDashboardRoutes;
