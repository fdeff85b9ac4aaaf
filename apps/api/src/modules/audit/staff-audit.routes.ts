import {
  auditListQuerySchema,
  auditListResponseSchema,
  errorResponses,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLogService } from './audit-log.service';
import { toAuditEntry } from './audit.presenter';

/** The audit log. Registered only among the staff scope's admin routes (plugins/staff-scope.ts). */
const staffAuditRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  app.get(
    '/staff/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'Reads the audit log of staff changes, newest first (admin only)',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const page = await auditLog.list(request.query);
      return { entries: page.entries.map(toAuditEntry), nextCursor: page.nextCursor };
    },
  );
};
export default staffAuditRoutes;
