import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (prom-client), one registry per app so tests and several apps in one process
 * never share counters. Modules add their own series through `app.metrics.registry`, or use the
 * shared counters below; `GET /metrics` serves the text format.
 */
export interface Metrics {
  registry: Registry;
  /** Scheduled and run-now job runs by job and outcome (ok | failed). */
  jobRuns: Counter<'job' | 'outcome'>;
  /** Answers of the provider (seamless) wallet API by endpoint and answer status (RS_OK, RS_ERROR_...). */
  providerAnswers: Counter<'endpoint' | 'status'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export default fp(
  async (app) => {
    const registry = new Registry();
    registry.setDefaultLabels({ merchant: app.config.merchantCode });
    collectDefaultMetrics({ register: registry });

    const http = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request durations by route pattern, method and status code',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const database = app.database;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL only)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    const metrics: Metrics = {
      registry,
      jobRuns: new Counter({ name: 'job_runs_total', help: 'Job runs by job and outcome', labelNames: ['job', 'outcome'] as const, registers: [registry] }),
      providerAnswers: new Counter({
        name: 'provider_wallet_answers_total',
        help: 'Provider wallet API answers by endpoint and status',
        labelNames: ['endpoint', 'status'] as const,
        registers: [registry],
      }),
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL, so ids in paths don't make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      http.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = app.config.metricsToken;
      if (token && !tokenMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 'UNAUTHORIZED', message: 'A metrics token is required' });
      }
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
