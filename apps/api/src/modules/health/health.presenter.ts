import type { healthResponseSchema } from '@ninetonine/contract';
import type { z } from 'zod';
import type { HealthReport } from './health.service';

type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The report as the API shows it, and the status that goes with it. */
export function toHealthResponse(report: HealthReport): {
  status: 200 | 503;
  body: HealthResponse;
} {
  return report.databaseUp
    ? { status: 200, body: { status: 'ok', database: 'up' } }
    : { status: 503, body: { status: 'degraded', database: 'down' } };
}
