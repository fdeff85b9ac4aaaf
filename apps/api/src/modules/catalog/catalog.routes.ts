import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const catalogRoutes: FastifyPluginAsyncZod = async (_app) => {};
export default catalogRoutes;
