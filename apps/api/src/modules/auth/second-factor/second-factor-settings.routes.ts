import { errorResponses, securitySettingsSchema } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../http-error';
import type { SecondFactorService } from './second-factor.service';

/**
 * The admin's security settings (whether staff must use an authenticator app). Registered only
 * among the staff scope's admin routes (plugins/staff-scope.ts), which checks the role.
 */
const secondFactorSettingsRoutes: FastifyPluginAsyncZod<{
  secondFactor: SecondFactorService;
}> = async (app, { secondFactor }) => {
  app.get(
    '/staff/security-settings',
    {
      schema: {
        tags: ['staff'],
        summary: 'The security settings (admin only)',
        response: { 200: securitySettingsSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async () => ({ requireStaffSecondFactor: await secondFactor.requireStaffSecondFactor() }),
  );

  app.put(
    '/staff/security-settings',
    {
      config: { securityEvent: 'security_settings_change' },
      preHandler: [app.requireRecentAuth],
      schema: {
        tags: ['staff'],
        summary:
          'Requires an authenticator app for every staff account, or not (admin only; recent sign-in)',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      await secondFactor.setRequireStaffSecondFactor(
        request.user,
        request.body.requireStaffSecondFactor,
      );
      return { requireStaffSecondFactor: await secondFactor.requireStaffSecondFactor() };
    },
  );
};
export default secondFactorSettingsRoutes;
