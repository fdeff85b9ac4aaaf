import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const siteRoutes: FastifyPluginAsyncZod = async (_app) => {};
export default siteRoutes;
