import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestTimes } from './request-times';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

describe('request times (decision 0101)', () => {
  it("writes exactly what prom-client's Histogram writes for the same answers", async () => {
    const theirs = new Registry();
    const ours = new Registry();
    const name = 'http_request_duration_seconds';
    const help = 'Time to answer a request, "quoted" \\ and all';
    const histogram = new Histogram({
      registers: [theirs],
      name,
      help,
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
    });
    const times = createRequestTimes(ours, { name, help, buckets: BUCKETS });
    const answers: [string, string, number, number][] = [
      ['GET', '/api/v1/foods/getAllFood', 200, 0.001],
      ['GET', '/api/v1/foods/getAllFood', 200, 0.3],
      ['GET', '/api/v1/foods/getAllFood', 304, 0.005],
      ['POST', '/odd "route" \\ here', 201, 20],
      ['GET', '(unmatched)', 404, 0.01],
    ];
    for (const [method, route, status, seconds] of answers) {
      histogram.observe({ method, route, status_code: status }, seconds);
      times.observe(method, route, status, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
