import {
  controlHelloRequestSchema,
  controlHelloResponseSchema,
  errorResponses,
  staffAccountRequestSchema,
  staffAccountResponseSchema,
} from '@ninetonine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTROL_TOKEN_HEADER,
  controlProof,
  isLocalControlCall,
  isLoopback,
} from '../../../control/local-control';
import { notFound } from '../../../http-error';
import type { StaffProvisioning } from './staff-provisioning.service';

const HELLO_PATH = '/hello';

/**
 * `npm run create-admin` (and `npm run backup`) while the server holds the embedded database. Registered only with a
 * control token (embedded database), answers only loopback connections carrying that token, and
 * is left out of the API documentation: to anyone else it does not exist. The one exception is
 * /hello, the command's first call, which carries no token: the server proves it knows the
 * token (an HMAC of the command's nonce) before the command sends the token or a password.
 */
const localControlRoutes: FastifyPluginAsyncZod<{
  token: string;
  provisioning: StaffProvisioning;
  /** The embedded database's own dump, for `npm run backup` while the server holds it. */
  dumpDatabase?: () => Promise<Blob>;
}> = async (app, { token, provisioning, dumpDatabase }) => {
  app.addHook('onRequest', async (request) => {
    // The raw socket's address: X-Forwarded-For (trustProxy) must not make a remote call local.
    const remote = request.raw.socket.remoteAddress;
    const hello = request.routeOptions.url?.endsWith(HELLO_PATH) === true;
    const allowed = hello
      ? isLoopback(remote)
      : isLocalControlCall(token, request.headers[CONTROL_TOKEN_HEADER], remote);
    if (!allowed) throw notFound('Not found');
  });
  app.post(
    HELLO_PATH,
    {
      schema: {
        hide: true,
        body: controlHelloRequestSchema,
        response: { 200: controlHelloResponseSchema, ...errorResponses(400, 404, 500) },
      },
    },
    async (request) => ({ proof: controlProof(token, request.body.nonce) }),
  );
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
  if (dumpDatabase) {
    // PGlite takes it between two statements, the files as one crash-consistent whole: what a
    // restart would recover from.
    app.get(
      '/database-dump',
      {
        schema: {
          hide: true,
          response: {
            200: {
              description: 'PGlite dumpDataDir tarball',
              content: { 'application/x-tar': { schema: z.string().meta({ format: 'binary' }) } },
            },
            ...errorResponses(404, 500),
          },
        },
      },
      async (_request, typedReply) => {
        // Raw bytes are not JSON: step outside the typed serializer (as images.routes.ts does).
        const reply = typedReply as unknown as FastifyReply;
        const dump = await dumpDatabase();
        return reply
          .type('application/x-tar')
          .header('cache-control', 'no-store')
          .send(Buffer.from(await dump.arrayBuffer()));
      },
    );
  }
};
export default localControlRoutes;
