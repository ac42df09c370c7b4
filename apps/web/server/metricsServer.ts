import { createServer, type Server } from 'node:http'
import type { SiteMetrics } from '@/lib/server/metrics/siteMetrics'

/** METRICS_ADDRESS that cannot be used; the server does not start with it. */
export class MetricsAddressError extends Error {
  override name = 'MetricsAddressError'
  constructor(value: string) {
    super(`METRICS_ADDRESS must be host:port (like 127.0.0.1:9464), not "${value}"`)
  }
}

/**
 * Where to serve the metrics, from METRICS_ADDRESS (`host:port`, an IPv6 host in brackets); null when it
 * is unset: metrics are off by default, and never on the site's own port, so that a public site does not
 * publish its traffic figures.
 *
 * @example
 * parseMetricsAddress('127.0.0.1:9464') // { host: '127.0.0.1', port: 9464 }
 */
export function parseMetricsAddress(value: string | undefined): { host: string; port: number } | null {
  if (value === undefined || value === '') return null
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(value)
  const port = Number(match?.[2])
  if (!match || !Number.isInteger(port) || port < 1 || port > 65_535) throw new MetricsAddressError(value)
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port }
}

/**
 * Serves `GET /metrics` (Prometheus text) on its own address; anything else is 404.
 *
 * @example
 * const server = await startMetricsServer({ host: '127.0.0.1', port: 9464 }, bridge.siteMetrics)
 */
export async function startMetricsServer(
  { host, port }: { host: string; port: number },
  siteMetrics: () => SiteMetrics,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const { registry } = siteMetrics()
    registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
      (error: unknown) => {
        console.error('metrics failed', error)
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}
