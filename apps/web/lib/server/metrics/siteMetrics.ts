import 'server-only'
import { Counter, Histogram, Registry } from 'prom-client'

/** The site's Prometheus metrics (issue 29 item 5), one set per process. */
export type SiteMetrics = {
  registry: Registry
  requests: Counter<'route' | 'method' | 'status'>
  requestSeconds: Histogram<'route' | 'method'>
  signIns: Counter<'outcome'>
  rateLimited: Counter<'route'>
  dependencyErrors: Counter<'dependency'>
}

/**
 * One registry per process, kept on `globalThis`: Next may load this module once per bundle layer (see
 * README, "One copy"), and a sign-in counted in a route must show in the metrics the server serves.
 */
const METRICS = Symbol.for('agentry.web.metrics')

function createSiteMetrics(): SiteMetrics {
  const registry = new Registry()
  return {
    registry,
    requests: new Counter({
      name: 'agentry_web_http_requests_total',
      help: 'HTTP requests answered, by route (an auth path, a page route, or other), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'agentry_web_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route and method.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'agentry_web_sign_ins_total',
      help: 'POST /auth/login outcomes: ok, or the error code it was refused with.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'agentry_web_rate_limit_refusals_total',
      help: 'Requests refused with 429 by the sign-in rate limits, by route.',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    dependencyErrors: new Counter({
      name: 'agentry_web_dependency_errors_total',
      help: 'Calls that failed because the database or Redis could not be reached.',
      labelNames: ['dependency'] as const,
      registers: [registry],
    }),
  }
}

/**
 * The process's site metrics, created on first use. Recording is always on and costs a map update; they
 * are only served when METRICS_ADDRESS is set (server/metricsServer.ts).
 *
 * @example
 * getSiteMetrics().signIns.inc({ outcome: 'ok' })
 */
export function getSiteMetrics(): SiteMetrics {
  const store = globalThis as { [METRICS]?: SiteMetrics }
  return (store[METRICS] ??= createSiteMetrics())
}
