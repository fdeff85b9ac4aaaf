import type { ReadinessResponse } from '@ninetonine/contract';

/** One named readiness check: up, or down with a reason an operator can act on. */
export interface ReadinessProbe {
  name: string;
  check(): Promise<{ up: true } | { up: false; detail: string }>;
}

/** A check that has not answered by then counts as down: a hung database must not hang ready. */
const PROBE_TIMEOUT_MS = 2_000;

async function within(probe: ReadinessProbe) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ up: false; detail: string }>((resolve) => {
    timer = setTimeout(
      () => resolve({ up: false, detail: `no answer within ${PROBE_TIMEOUT_MS} ms` }),
      PROBE_TIMEOUT_MS,
    );
    timer.unref();
  });
  try {
    return await Promise.race([
      probe.check().catch((err: unknown) => ({
        up: false as const,
        detail: err instanceof Error ? err.message : String(err),
      })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every probe at once; ready only when all are up and the instance is not draining. */
export async function readiness(
  probes: readonly ReadinessProbe[],
  draining: boolean,
): Promise<ReadinessResponse> {
  const results = await Promise.all(probes.map(async (p) => [p.name, await within(p)] as const));
  const checks: ReadinessResponse['checks'] = {};
  for (const [name, result] of results) {
    checks[name] = result.up ? { status: 'up' } : { status: 'down', detail: result.detail };
  }
  const allUp = results.every(([, r]) => r.up);
  return { status: draining ? 'draining' : allUp ? 'ready' : 'unavailable', checks };
}
