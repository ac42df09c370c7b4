import type { Server, ServerResponse } from 'node:http'

/** How long requests in flight at shutdown may take before their connections are cut (SHUTDOWN_GRACE_SECONDS). */
export const SHUTDOWN_GRACE_MS = 10_000

/**
 * The grace period from `SHUTDOWN_GRACE_SECONDS` (0 to 600), in ms; unset means {@link SHUTDOWN_GRACE_MS}.
 *
 * @example
 * shutdownGraceMs({ SHUTDOWN_GRACE_SECONDS: '30' }) // 30000
 */
export function shutdownGraceMs(env: Readonly<Record<string, string | undefined>>): number {
  const value = env.SHUTDOWN_GRACE_SECONDS
  if (value === undefined || value === '') return SHUTDOWN_GRACE_MS
  if (!/^\d{1,3}$/.test(value) || Number(value) > 600) {
    throw new Error(`SHUTDOWN_GRACE_SECONDS: must be a whole number of seconds from 0 to 600 (got ${value})`)
  }
  return Number(value) * 1000
}

export type GracefulShutdown = {
  /**
   * Stops accepting connections, lets the requests in flight finish (at most `graceMs`, then their
   * connections are cut) and resolves once the server is closed. `forced` tells whether any was cut.
   */
  close(): Promise<{ forced: boolean }>
}

/**
 * Tracks a server's requests from its start, so that it can later be closed without dropping any that
 * is in flight. `server.close()` alone stops accepting but waits for keep-alive connections to time out,
 * and a browser may send its next request on one meanwhile; so once closing, every response says
 * `connection: close` and each connection closes as soon as its last response is sent.
 *
 * @example
 * const shutdown = gracefulShutdown(server)
 * process.once('SIGTERM', async () => {
 *   await shutdown.close()
 *   process.exit(0)
 * })
 */
export function gracefulShutdown(server: Server, { graceMs = SHUTDOWN_GRACE_MS } = {}): GracefulShutdown {
  const inFlight = new Set<ServerResponse>()
  let closing = false
  let drained: (() => void) | undefined

  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res)
    // A request that arrived on a kept-alive connection after close() began is still answered, once.
    if (closing) res.shouldKeepAlive = false
    res.once('close', () => {
      inFlight.delete(res)
      if (!closing) return
      server.closeIdleConnections()
      if (inFlight.size === 0) drained?.()
    })
  })

  let closed: Promise<{ forced: boolean }> | undefined
  const close = async (): Promise<{ forced: boolean }> => {
    closing = true
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const allDone = new Promise<void>((resolve) => {
      drained = resolve
      if (inFlight.size === 0) resolve()
    })
    let timer: NodeJS.Timeout | undefined
    const graceOver = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), graceMs)
    })
    const forced = await Promise.race([allDone.then(() => false), graceOver])
    clearTimeout(timer)
    if (forced) server.closeAllConnections()
    await stopped
    return { forced }
  }
  return { close: () => (closed ??= close()) }
}

/** How long closing the database, Redis and Next may take after the last request, before exiting anyway. */
export const RELEASE_TIMEOUT_MS = 10_000

/**
 * Runs every closer at once and resolves with the names of those that failed or had not finished within
 * `timeoutMs` (each is logged): shutdown must end even when a dependency does not answer.
 *
 * @example
 * const unfinished = await releaseAll({ database: closeDb, redis: resetRateLimits })
 */
export async function releaseAll(
  closers: Readonly<Record<string, () => Promise<unknown>>>,
  { timeoutMs = RELEASE_TIMEOUT_MS } = {},
): Promise<string[]> {
  const pending = new Set(Object.keys(closers))
  const failed: string[] = []
  const all = Promise.all(
    Object.entries(closers).map(async ([name, close]) => {
      try {
        await close()
      } catch (error) {
        console.error(`closing ${name} failed`, error)
        failed.push(name)
      } finally {
        pending.delete(name)
      }
    }),
  )
  let timer: NodeJS.Timeout | undefined
  await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
  clearTimeout(timer)
  if (pending.size > 0)
    console.warn(`still closing after ${timeoutMs / 1000} s, exiting anyway: ${[...pending].join(', ')}`)
  return [...failed, ...pending]
}
