import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RelayMetrics } from './metrics.js'

/** Where `/metrics` is served: on the relay's own port (the default), on an address of its own, or nowhere. */
export type MetricsListen = false | { host?: string; port: number }

/** A listening metrics server of its own; `url` is its `/metrics` address. */
export type MetricsServer = { url: string; close(): Promise<void> }

/**
 * Answers `GET /metrics` with the Prometheus text, 500 if rendering fails. Returns false for any other path,
 * for the caller to answer.
 */
export function serveMetrics(metrics: RelayMetrics, request: IncomingMessage, response: ServerResponse): boolean {
  if (new URL(request.url ?? '/', 'http://relay').pathname !== '/metrics') return false
  metrics.render().then(
    ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
    () => response.writeHead(500).end(),
  )
  return true
}

/**
 * Serves `/metrics` alone on `host:port` (default host 127.0.0.1), so that the relay's public port, and a
 * proxy that forwards all of it, does not expose them.
 *
 * @example
 * const server = await listenMetrics(metrics, { host: '127.0.0.1', port: 9090 })
 * server.url // 'http://127.0.0.1:9090/metrics'
 * await server.close()
 */
export async function listenMetrics(
  metrics: RelayMetrics,
  listen: { host?: string; port: number },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (!serveMetrics(metrics, request, response)) response.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(listen.port, listen.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
