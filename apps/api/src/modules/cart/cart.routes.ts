import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const cartRoutes: FastifyPluginAsyncZod = async (_app) => {};
export default cartRoutes;
