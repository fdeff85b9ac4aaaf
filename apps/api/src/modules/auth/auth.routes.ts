import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const authRoutes: FastifyPluginAsyncZod = async (_app) => {};
export default authRoutes;
