// The production server: the auth API's route handlers answered directly on node:http, everything else
// through Next's own request handler. `next start` spends about 0.5 ms of CPU per request before any
// route code runs (bench/RESULTS.md); the session read is the hottest call the site has, refetched by
// every open tab, so it skips that layer. The route files are the same ones `next dev` serves.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AUTH_PATHS, loadBuiltRoutes } from './builtRoutes'
import { gracefulShutdown, releaseAll, shutdownGraceMs } from './gracefulShutdown'
import { parseMetricsAddress, startMetricsServer } from './metricsServer'
import { measureRequests } from './requestMetrics'
import { routeRequest } from './routeRequest'

async function main(): Promise<void> {
  const hostname = process.env.HOST ?? '127.0.0.1'
  const port = Number(process.env.PORT ?? 3000)
  const graceMs = shutdownGraceMs(process.env)
  const metricsAddress = parseMetricsAddress(process.env.METRICS_ADDRESS)
  const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

  // Next reads NODE_ENV while loading, so it is set before next is imported.
  ;(process.env as Record<string, string>).NODE_ENV ??= 'production'
  const { default: next } = await import('next')
  const app = next({ dev: false, dir: appDir, hostname, port })
  const handle = app.getRequestHandler()
  await app.prepare()
  // The auth API runs the route modules Next built (loaded after `prepare`, from Node's module cache, so
  // the server and Next share one copy of the auth code and its state): see builtRoutes.ts.
  const { routes, bridge } = await loadBuiltRoutes(appDir)

  const origin = `http://${hostname}:${port}`
  const server = createServer(
    // The auth routes give a body REQUEST_BODY_TIMEOUT_SECONDS (408); this is the floor for every other
    // path, Next's included: a whole request (headers and body) within 30 s instead of Node's 300 s,
    // checked every 5 s, so a client that trickles bytes cannot hold a connection for minutes.
    { requestTimeout: 30_000, headersTimeout: 20_000, connectionsCheckingInterval: 5_000 },
    measureRequests(
      routeRequest({ routes, origin, recordPeer: bridge.setPeerAddress, fallback: (req, res) => handle(req, res) }),
      new Set([...AUTH_PATHS, ...builtPaths(appDir)]),
      bridge.siteMetrics,
    ),
  )
  const shutdown = gracefulShutdown(server, { graceMs })
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `${hostname}:${port} is already in use: stop what runs there, or set PORT` : error,
    )
    process.exit(1)
  })
  let metricsServer: Server | undefined
  if (metricsAddress) {
    metricsServer = await startMetricsServer(metricsAddress, bridge.siteMetrics)
    console.info(`metrics on http://${metricsAddress.host}:${metricsAddress.port}/metrics`)
  }
  server.listen(port, hostname, () => console.info(`▲ Agentry ready on ${origin}`))

  // A load balancer sends SIGTERM before it replaces an instance: finish what is in flight, then let go
  // of the database and Redis so their servers see a clean disconnect. A second signal ends at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.info(`${signal}: not accepting connections; requests in flight have ${graceMs / 1000} s`)
      void shutdown
        .close()
        .then(async ({ forced }) => {
          if (forced) console.warn('requests still in flight were cut off')
          metricsServer?.close()
          metricsServer?.closeAllConnections()
          await releaseAll({ next: () => app.close(), ...bridge.release })
        })
        .finally(() => process.exit(0))
    })
  }
}

/** The App Router's page and route paths, from the build: the `route` labels of the request metrics. */
function builtPaths(appDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(appDir, '.next', 'app-path-routes-manifest.json'), 'utf8')) as Record<
    string,
    string
  >
  return Object.values(manifest)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
