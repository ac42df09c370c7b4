import { parseArgs } from 'node:util'
import type { MetricsListen } from './metricsServer.js'
import type { StartRelayParameters } from './startRelay.js'

export const CLI_USAGE = `Usage: agentry-relay [options]

Options:
  --host <address>                 interface to listen on (default 127.0.0.1, env HOST)
  --port <number>                  port to listen on, 0 for a free one (default 8787, env PORT)
  --max-message-bytes <n>          largest frame accepted (default 262144)
  --max-requests-per-minute <n>    per connection (default 1200)
  --max-subscriptions <n>          topics per connection (default 1000)
  --max-store-bytes <n>            total stored message bytes (default 67108864)
  --max-store-bytes-per-client <n> stored bytes one client may keep (default 4194304)
  --max-store-bytes-per-topic <n>  stored bytes one topic may hold (default 1048576)
  --max-ttl <seconds>              longest message TTL kept (default 2592000)
  --max-connections <n>            simultaneous connections (default 10000)
  --max-connections-per-address <n>
                                   simultaneous connections from one address, IPv6 by /64
                                   (default 100, env RELAY_MAX_CONNECTIONS_PER_ADDRESS)
  --max-buffered-bytes <n>         send buffer per connection before live delivery waits
                                   (default 1048576)
  --trust-proxy                    count connections by the last X-Forwarded-For address; only
                                   behind a proxy that sets it (env RELAY_TRUST_PROXY=1)
  --ping-interval <ms>             WebSocket ping period (default 20000)
  --nats <url>                     share live delivery with the other instances on this NATS
                                   server, e.g. nats://127.0.0.1:4222 (env RELAY_NATS_URL)
  --redis <url>                    keep stored messages, quotas and per-client rates in Redis,
                                   e.g. redis://127.0.0.1:6379 (env RELAY_REDIS_URL)
  --cluster-prefix <name>          NATS subject and Redis key prefix naming the cluster
                                   (default agentry-relay, env RELAY_CLUSTER_PREFIX)
  --metrics <[host:]port|off>      serve GET /metrics on an address of its own (host defaults
                                   to 127.0.0.1) instead of the relay's port, or not at all
                                   (env RELAY_METRICS)
  -h, --help                       show this help
`

const NUMERIC_OPTIONS = {
  'max-message-bytes': 'maxMessageBytes',
  'max-requests-per-minute': 'maxRequestsPerMinute',
  'max-subscriptions': 'maxSubscriptionsPerConnection',
  'max-store-bytes': 'maxStoreBytes',
  'max-store-bytes-per-client': 'maxStoreBytesPerClient',
  'max-store-bytes-per-topic': 'maxStoreBytesPerTopic',
  'max-ttl': 'maxTtlSeconds',
  'max-connections': 'maxConnections',
  'max-connections-per-address': 'maxConnectionsPerAddress',
  'max-buffered-bytes': 'maxBufferedBytes',
  'ping-interval': 'pingIntervalMs',
} as const

/** Options an operator sets per deployment; the environment is the usual place for them. */
const ENV_FALLBACKS: Partial<Record<keyof typeof NUMERIC_OPTIONS, string>> = {
  'max-connections-per-address': 'RELAY_MAX_CONNECTIONS_PER_ADDRESS',
}
const TRUE_VALUES = new Set(['1', 'true', 'yes'])

function toNumber(name: string, value: string, allowZero = false): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0 || (number === 0 && !allowZero)) {
    throw new TypeError(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${value}".`)
  }
  return number
}

function readUrl(name: string, value: string, protocols: string[]): string {
  let protocol: string | undefined
  try {
    protocol = new URL(value).protocol
  } catch {
    protocol = undefined
  }
  if (!protocol || !protocols.includes(protocol)) {
    throw new TypeError(`--${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL, got "${value}".`)
  }
  return value
}

/** `off`, `port`, `host:port` or `[ipv6]:port`. */
function readMetrics(value: string): MetricsListen {
  if (value === 'off') return false
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d+)$/.exec(value)
  const port = match ? Number(match[2]) : Number.NaN
  if (!match || port > 65535) {
    throw new TypeError(`--metrics must be "off", a port or host:port, got "${value}".`)
  }
  const host = match[1]?.replace(/^\[(.*)\]$/, '$1')
  return host ? { host, port } : { port }
}

/**
 * Reads the relay's command line (and `HOST`, `PORT`, `RELAY_MAX_CONNECTIONS_PER_ADDRESS`,
 * `RELAY_TRUST_PROXY`, `RELAY_NATS_URL`, `RELAY_REDIS_URL`, `RELAY_CLUSTER_PREFIX`, `RELAY_METRICS` from the
 * environment)
 * into `startRelay` parameters.
 * Throws a `TypeError` with a readable message on a bad value.
 *
 * @example
 * parseCliArgs(['--port', '8787', '--host', '0.0.0.0'], {}) // { help: false, parameters: { host: '0.0.0.0', port: 8787 } }
 */
export function parseCliArgs(
  args: string[],
  env: Record<string, string | undefined>,
): { help: boolean; parameters: StartRelayParameters } {
  const options = Object.fromEntries(Object.keys(NUMERIC_OPTIONS).map((name) => [name, { type: 'string' as const }]))
  const { values } = parseArgs({
    // `pnpm start -- --port 1` passes the `--` through; it separates nothing here.
    args: args[0] === '--' ? args.slice(1) : args,
    options: {
      ...options,
      host: { type: 'string' },
      port: { type: 'string' },
      'trust-proxy': { type: 'boolean' },
      nats: { type: 'string' },
      redis: { type: 'string' },
      'cluster-prefix': { type: 'string' },
      metrics: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  })
  const parameters: StartRelayParameters = {
    host: (values.host as string | undefined) ?? env.HOST ?? '127.0.0.1',
    port: toNumber('port', (values.port as string | undefined) ?? env.PORT ?? '8787', true),
  }
  for (const name of Object.keys(NUMERIC_OPTIONS) as Array<keyof typeof NUMERIC_OPTIONS>) {
    const envName = ENV_FALLBACKS[name]
    const value = (values as Record<string, unknown>)[name] ?? (envName ? env[envName] : undefined)
    if (typeof value === 'string') parameters[NUMERIC_OPTIONS[name]] = toNumber(name, value)
  }
  if (values['trust-proxy'] === true || TRUE_VALUES.has((env.RELAY_TRUST_PROXY ?? '').toLowerCase())) {
    parameters.trustProxy = true
  }
  const natsUrl = (values.nats as string | undefined) ?? env.RELAY_NATS_URL
  const redisUrl = (values.redis as string | undefined) ?? env.RELAY_REDIS_URL
  const clusterPrefix = (values['cluster-prefix'] as string | undefined) ?? env.RELAY_CLUSTER_PREFIX
  if (natsUrl) parameters.natsUrl = readUrl('nats', natsUrl, ['nats:', 'tls:'])
  if (redisUrl) parameters.redisUrl = readUrl('redis', redisUrl, ['redis:', 'rediss:'])
  if (clusterPrefix) parameters.clusterPrefix = clusterPrefix
  const metrics = (values.metrics as string | undefined) ?? env.RELAY_METRICS
  if (metrics) parameters.metrics = readMetrics(metrics)
  return { help: values.help === true, parameters }
}
