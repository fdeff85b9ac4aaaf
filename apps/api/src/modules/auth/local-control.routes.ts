import {
  errorResponses,
  staffAccountRequestSchema,
  staffAccountResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTROL_TOKEN_HEADER, isLocalControlCall } from '../../control/local-control';
import { notFound } from '../../http-error';
import type { StaffProvisioning } from './staff-provisioning.service';

/**
 * `npm run create-admin` while the server holds the embedded database. Registered only with a
 * control token (embedded database), answers only loopback connections carrying that token, and
 * is left out of the API documentation: to anyone else it does not exist.
 */
const localControlRoutes: FastifyPluginAsyncZod<{
  token: string;
  provisioning: StaffProvisioning;
}> = async (app, { token, provisioning }) => {
  app.addHook('onRequest', async (request) => {
    // The raw socket's address: X-Forwarded-For (trustProxy) must not make a remote call local.
    if (
      !isLocalControlCall(
        token,
        request.headers[CONTROL_TOKEN_HEADER],
        request.raw.socket.remoteAddress,
      )
    ) {
      throw notFound('Not found');
    }
  });
  app.post(
    '/staff-accounts',
    {
      schema: {
        hide: true,
        body: staffAccountRequestSchema,
        response: { 200: staffAccountResponseSchema, ...errorResponses(400, 404, 409, 500) },
      },
    },
    async (request) => provisioning.provision(request.body),
  );
};
export default localControlRoutes;
