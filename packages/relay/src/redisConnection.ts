import type * as Redis from 'redis'
import { createHash } from 'node:crypto'
import { RedisTimeoutError, RelayClusterError, StoreUnavailableError } from './errors.js'
import type { RelayLogger } from './log.js'
import { REDIS_SCRIPTS, type RedisScriptName } from './redisScripts.js'

/** Runs the relay's Lua scripts on one Redis connection. */
export type RedisRunner = {
  /** Runs a script with ARGV = [prefix, ...args]. Throws `StoreUnavailableError` while Redis is unreachable. */
  run(name: RedisScriptName, args: Array<string | number>): Promise<unknown>
  /** Waits for commands under way, then closes the connection. */
  close(): Promise<void>
}

export type ConnectRedisParameters = {
  url: string
  /** Every key starts with `prefix:`. */
  prefix: string
  log: RelayLogger
  /** How long the first connection may take before `connectRedis` fails (default 5000 ms). */
  connectTimeoutMs?: number
  /**
   * How long a command may wait for Redis's answer (default 2000 ms, as the site's Redis client). Past it
   * Redis counts as stalled: commands fail at once until it answers a probe again.
   */
  commandTimeoutMs?: number
}

/** Reconnect delays grow to this: a Redis that comes back is used again within about this long. */
const MAX_RECONNECT_DELAY_MS = 1000
/** How often a stalled Redis is asked whether it answers again. */
const PROBE_INTERVAL_MS = 250
const SHAS = Object.fromEntries(
  Object.entries(REDIS_SCRIPTS).map(([name, script]) => [name, createHash('sha1').update(script).digest('hex')]),
) as Record<RedisScriptName, string>

async function importRedis(): Promise<typeof Redis> {
  try {
    return await import('redis')
  } catch (cause) {
    throw new RelayClusterError('--redis needs the optional dependency "redis": npm install redis', { cause })
  }
}

/** Settles as `promise`, or rejects with `RedisTimeoutError` after `ms` (the command itself still gets its answer). */
function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RedisTimeoutError(ms)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Connects to Redis (node-redis, loaded only when asked for) and runs the store's scripts there. While
 * Redis is unreachable commands fail at once (no offline queue: a publish must not wait for it) and the
 * client reconnects in the background; the loss and the return are logged once each.
 *
 * A Redis that keeps its connections open but does not answer (stopped, swapping, a long script) is the
 * same outage: a command unanswered after `commandTimeoutMs` fails, and until Redis answers a probe every
 * command fails at once, so requests and live delivery do not wait for it. A script that timed out may
 * still run once Redis continues (a message then stored as well as delivered live; clients drop repeats).
 *
 * @example
 * const redis = await connectRedis({ url: 'redis://127.0.0.1:6379', prefix: 'agentry-relay', log: consoleLogger })
 * await redis.run('sweep', [Date.now(), 1000])
 */
export async function connectRedis(parameters: ConnectRedisParameters): Promise<RedisRunner> {
  const { url, prefix, log, connectTimeoutMs = 5000, commandTimeoutMs = 2000 } = parameters
  const { createClient, ErrorReply } = await importRedis()
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      // At start a Redis that refuses a few tries is an error to report; once running, retry for ever.
      reconnectStrategy: (retries, cause) =>
        !started && retries >= 3 ? cause : Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  })
  let up = false
  let started = false
  let closed = false
  const markDown = (error: unknown) => {
    if (!up || closed) return
    up = false
    log.warn(
      `Redis unreachable (${redactUrl(url)}): store-and-forward is off, messages are delivered live only until it returns.`,
      error instanceof Error ? error.message : error,
    )
  }
  client.on('error', markDown)
  client.on('ready', () => {
    if (!up && !closed && started) log.info(`Redis is back (${redactUrl(url)}): store-and-forward restored.`)
    up = true
  })
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${connectTimeoutMs} ms`)), connectTimeoutMs).unref()
  })
  try {
    await Promise.race([client.connect(), timeout])
  } catch (cause) {
    // The client may have closed itself already (reconnect strategy gave up).
    if (client.isOpen) client.destroy()
    throw new RelayClusterError(`Cannot reach Redis at ${redactUrl(url)}.`, { cause })
  }
  started = true
  up = true

  // Set while Redis has left a command unanswered: commands fail at once and a probe asks for it.
  let stall: { cause: RedisTimeoutError; probe: ReturnType<typeof setInterval> } | undefined
  let probing = false
  const probeStalled = () => {
    if (probing || closed) return
    probing = true
    answerWithin(client.sendCommand(['PING']), commandTimeoutMs).then(
      () => {
        probing = false
        if (!stall) return
        clearInterval(stall.probe)
        stall = undefined
        if (!up && !closed) log.info(`Redis is back (${redactUrl(url)}): store-and-forward restored.`)
        up = true
      },
      () => {
        probing = false
      },
    )
  }
  const markStalled = (cause: RedisTimeoutError) => {
    if (stall || closed) return
    stall = { cause, probe: setInterval(probeStalled, PROBE_INTERVAL_MS) }
    stall.probe.unref()
  }
  const send = (command: string[]) => answerWithin(client.sendCommand(command), commandTimeoutMs)

  async function run(name: RedisScriptName, args: Array<string | number>): Promise<unknown> {
    if (stall) throw new StoreUnavailableError({ cause: stall.cause })
    const argv = [prefix, ...args.map(String)]
    try {
      try {
        return await send(['EVALSHA', SHAS[name], '0', ...argv])
      } catch (error) {
        // A restarted Redis has forgotten its scripts: EVAL loads the script again.
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
        return await send(['EVAL', REDIS_SCRIPTS[name], '0', ...argv])
      }
    } catch (error) {
      // An answer from Redis (a bug in a script) is not an outage.
      if (error instanceof ErrorReply) throw error
      if (error instanceof RedisTimeoutError) markStalled(error)
      markDown(error)
      throw new StoreUnavailableError({ cause: error })
    }
  }

  return {
    run,
    async close() {
      closed = true
      if (stall) clearInterval(stall.probe)
      // A stalled Redis would hold a graceful close (it waits for the answers) as long as the stall.
      if (stall) client.destroy()
      else await client.close().catch(() => client.destroy())
    },
  }
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'redis'
  }
}
