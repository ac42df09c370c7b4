import { parseArgs } from 'node:util'
import type { StartRelayParameters } from './startRelay.js'

export const CLI_USAGE = `Usage: agentry-relay [options]

Options:
  --host <address>                 interface to listen on (default 127.0.0.1, env HOST)
  --port <number>                  port to listen on, 0 for a free one (default 8787, env PORT)
  --max-message-bytes <n>          largest frame accepted (default 262144)
  --max-requests-per-minute <n>    per connection (default 1200)
  --max-subscriptions <n>          topics per connection (default 1000)
  --max-store-bytes <n>            total stored message bytes (default 67108864)
  --max-ttl <seconds>              longest message TTL kept (default 2592000)
  --max-connections <n>            simultaneous connections (default 10000)
  --ping-interval <ms>             WebSocket ping period (default 20000)
  -h, --help                       show this help
`

const NUMERIC_OPTIONS = {
  'max-message-bytes': 'maxMessageBytes',
  'max-requests-per-minute': 'maxRequestsPerMinute',
  'max-subscriptions': 'maxSubscriptionsPerConnection',
  'max-store-bytes': 'maxStoreBytes',
  'max-ttl': 'maxTtlSeconds',
  'max-connections': 'maxConnections',
  'ping-interval': 'pingIntervalMs',
} as const

function toNumber(name: string, value: string, allowZero = false): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0 || (number === 0 && !allowZero)) {
    throw new TypeError(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${value}".`)
  }
  return number
}

/**
 * Reads the relay's command line (and `HOST`/`PORT` from the environment) into `startRelay` parameters.
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
    options: { ...options, host: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  })
  const parameters: StartRelayParameters = {
    host: (values.host as string | undefined) ?? env.HOST ?? '127.0.0.1',
    port: toNumber('port', (values.port as string | undefined) ?? env.PORT ?? '8787', true),
  }
  for (const [name, key] of Object.entries(NUMERIC_OPTIONS)) {
    const value = (values as Record<string, unknown>)[name]
    if (typeof value === 'string') parameters[key] = toNumber(name, value)
  }
  return { help: values.help === true, parameters }
}
