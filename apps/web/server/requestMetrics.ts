import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SiteMetrics } from '@/lib/server/metrics/siteMetrics'

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void

/**
 * The `route` label of a path: itself when it is one of `routes` (the auth API and the App Router's page
 * and route paths, read from the build), `/_next` for Next's assets, `other` for everything else, so a
 * scanner's random URLs cannot grow the label set.
 *
 * @example
 * routeLabel('/dashboard?tab=1', new Set(['/dashboard'])) // '/dashboard'
 */
export function routeLabel(url: string, routes: ReadonlySet<string>): string {
  const path = url.split('?', 1)[0]!
  if (routes.has(path)) return path
  return path.startsWith('/_next/') ? '/_next' : 'other'
}

/**
 * Wraps the server's request handler: counts each request and times it to the end of its answer (or to
 * the client going away), by route, method and status.
 *
 * @example
 * createServer(measureRequests(handler, new Set(['/auth/session']), bridge.siteMetrics))
 */
export function measureRequests(
  handler: Handler,
  routes: ReadonlySet<string>,
  siteMetrics: () => SiteMetrics,
): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint()
    res.once('close', () => {
      const { requests, requestSeconds } = siteMetrics()
      const route = routeLabel(req.url ?? '/', routes)
      const method = KNOWN_METHODS.has(req.method ?? '') ? req.method! : 'other'
      // A client that left before the answer was written has no status.
      const status = res.headersSent ? String(res.statusCode) : 'aborted'
      requests.inc({ route, method, status })
      requestSeconds.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9)
    })
    return handler(req, res)
  }
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
