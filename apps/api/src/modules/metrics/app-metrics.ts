import type { ClientErrorKind, OrderStatus } from '@ninetonine/contract';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { createRequestTimes } from './request-times';

/** Figures the metrics read when scraped, from parts built after the metrics themselves. */
interface MetricSources {
  openStreams?: () => number;
  catalogCache?: () => { hits: number; misses: number; entries: number };
  /** node-postgres only: PGlite is one connection in this process, with no pool to watch. */
  databasePool?: () => { total: number; idle: number; waiting: number };
}

/**
 * The process's own figures (memory, CPU, event-loop delay, handles), collected once per process
 * however many apps it builds (tests build many): prom-client's collectors are process-wide.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Request latency buckets, seconds: cached catalog reads sit in the first, checkout in the middle. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This app's metrics (decision 0057), in a registry of its own so two apps in one process (tests,
 * a second instance) never add to each other's counters. Counters count what this instance did
 * (an order placed here, not one announced on the event bus), so a sum over instances is right.
 */
export function createAppMetrics(opts: { processMetrics: boolean }) {
  const registry = new Registry();
  const sources: MetricSources = {};
  const on = { registers: [registry] };

  const requests = createRequestTimes(registry, {
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (not the raw URL) and status',
    buckets: LATENCY_BUCKETS,
  });
  const placed = new Counter({
    ...on,
    name: 'orders_placed_total',
    help: 'Orders placed on this instance (a retried request with the same key counts once)',
  });
  const cancelled = new Counter({
    ...on,
    name: 'orders_cancelled_total',
    help: 'Orders cancelled by their customer on this instance',
  });
  const statusChanges = new Counter({
    ...on,
    name: 'order_status_changes_total',
    help: 'Orders entering each status on this instance (placement included)',
    labelNames: ['status'] as const,
  });
  const clientErrors = new Counter({
    ...on,
    name: 'storefront_errors_total',
    help: 'Uncaught errors the storefront reported (POST /client-errors)',
    labelNames: ['kind'] as const,
  });
  new Gauge({
    ...on,
    name: 'order_streams_open',
    help: 'Live order event streams this instance holds open (customers and kitchen boards)',
    collect() {
      if (sources.openStreams) this.set(sources.openStreams());
    },
  });
  // Counters read from the cache's own tallies at scrape time: nothing added to a cache hit.
  const cacheCounter = (
    name: string,
    help: string,
    pick: (s: { hits: number; misses: number }) => number,
  ) =>
    new Counter({
      ...on,
      name,
      help,
      collect() {
        if (!sources.catalogCache) return;
        this.reset();
        this.inc(pick(sources.catalogCache()));
      },
    });
  cacheCounter(
    'catalog_cache_hits_total',
    'Catalog reads answered from the answer cache',
    (s) => s.hits,
  );
  cacheCounter(
    'catalog_cache_misses_total',
    'Catalog reads computed (and then cached)',
    (s) => s.misses,
  );
  new Gauge({
    ...on,
    name: 'catalog_cache_entries',
    help: 'Answers held in the catalog answer cache',
    collect() {
      if (sources.catalogCache) this.set(sources.catalogCache().entries);
    },
  });
  new Gauge({
    ...on,
    name: 'database_pool_clients',
    help: 'PostgreSQL pool clients: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    collect() {
      if (!sources.databasePool) return;
      const pool = sources.databasePool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const processRegistryUsed = opts.processMetrics ? processMetrics() : undefined;
  return {
    contentType: registry.contentType,
    /** Reads from parts built later (streams, cache, pool); each is read at scrape time. */
    watch(more: MetricSources) {
      Object.assign(sources, more);
    },
    requestAnswered(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe(method, route, statusCode, seconds);
    },
    orderPlaced(status: OrderStatus) {
      placed.inc();
      statusChanges.inc({ status });
    },
    orderStatusChanged(status: OrderStatus) {
      statusChanges.inc({ status });
      if (status === 'cancelled') cancelled.inc();
    },
    clientError(kind: ClientErrorKind) {
      clientErrors.inc({ kind });
    },
    /** The Prometheus text: the process's figures, then this app's. */
    async text(): Promise<string> {
      const own = await registry.metrics();
      return processRegistryUsed ? `${await processRegistryUsed.metrics()}\n${own}` : own;
    },
  };
}
export type AppMetrics = ReturnType<typeof createAppMetrics>;
