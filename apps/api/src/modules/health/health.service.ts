import type { HealthRepository } from './health.repository';

export interface HealthReport {
  databaseUp: boolean;
}

/** The API is healthy when it can reach its database. */
export function createHealthService(deps: { repo: HealthRepository }) {
  return {
    async check(): Promise<HealthReport> {
      return { databaseUp: await deps.repo.databaseUp() };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
