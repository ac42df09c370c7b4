import 'server-only'
import { join } from 'node:path'
import { getAddress, isAddress, type Address } from 'viem'
import { z } from 'zod'

/** The environment as read by {@link parseConfig}; `process.env` fits. */
export type EnvSource = Readonly<Record<string, string | undefined>>

export type DatabaseConfig =
  | { driver: 'postgres'; url: string }
  /** `dataDir: null` keeps the database in memory (PGLITE_DIR=memory). */
  | { driver: 'pglite'; dataDir: string | null }

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  deployEnv: string
  sessionSecret: string
  /** Normalised origin, e.g. `http://127.0.0.1:3000`. SIWE and Origin checks compare against this. */
  publicOrigin: string
  /** Host of the public origin including a non-default port: what the SIWE `domain` must equal. */
  publicHost: string
  /** False only for plain-http loopback origins, where browsers would drop a Secure cookie. */
  secureCookies: boolean
  siweChainIds: readonly number[]
  /** RPC endpoints used to check contract-account signatures (ERC-1271/6492), by chain id. */
  rpcUrls: Readonly<Record<number, string>>
  /**
   * Contracts deployed on the local chain 1337, by name (LOCAL_CHAIN_CONTRACTS, `name:address,…`; `npm run
   * local` writes it): the modal reads `ensUniversalResolver` and `multicall3` from its network definition.
   */
  localChainContracts: Readonly<Record<string, Address>>
  database: DatabaseConfig
  adminAddresses: readonly Address[]
  sessionMaxAgeSeconds: number
  nonceTtlSeconds: number
  siweMaxAgeSeconds: number
  clockSkewSeconds: number
  /**
   * How many reverse proxies in front of the server append the address they saw to X-Forwarded-For
   * (0: none, the socket's peer address is the client).
   */
  trustedProxies: number
  rateLimits: { noncePerMinute: number; loginPerMinute: number }
  /** How long a request body may take to arrive in full (REQUEST_BODY_TIMEOUT_SECONDS). */
  bodyTimeoutSeconds: number
  /**
   * A Redis server that holds the rate-limit buckets, shared by every instance of the site (REDIS_URL);
   * null keeps them in this process's memory. `keyPrefix` starts every key the site writes there.
   */
  redis: { url: string; keyPrefix: string } | null
  /**
   * The wallet modal's hosted services: none by default (no vendor account: the browser wallets list
   * and connect, balances come from the chain). A project id turns on the wallet directory, swaps,
   * on-ramp, activity and names; the URLs point them at another host.
   */
  modal: ModalServices
}

/** What the wallet modal is given of the hosted services (client-safe: no secrets). */
export type ModalServices = {
  projectId?: string
  serviceUrls: { blockchainApi?: string; walletDirectory?: string }
  /** A WalletConnect relay (our self-hosted `agentry-relay`, or any v2 relay): turns WalletConnect on. */
  walletConnectRelayUrl?: string
  /** Our embedded-wallet host (`apps/wallet`): turns email login on with no project id. */
  embeddedWalletUrl?: string
}

/** Thrown at first use when the environment is invalid, listing every problem at once. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const LOCAL_CHAIN_ID = 1337

const intInRange = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .transform((value) => value ?? fallback)

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

const chainIdList = z.string().transform((value, ctx) => {
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (ids.length === 0 || ids.some((id) => !/^\d{1,15}$/.test(id) || Number(id) === 0)) {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of positive chain ids' })
    return z.NEVER
  }
  return [...new Set(ids.map(Number))]
})

const addressList = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const bad = entries.filter((entry) => !isAddress(entry, { strict: true }))
  if (bad.length > 0) {
    // A mixed-case address with a wrong checksum is a typo, not something to "fix" silently.
    ctx.addIssue({ code: 'custom', message: `not valid EIP-55/hex addresses: ${bad.join(', ')}` })
    return z.NEVER
  }
  return [...new Set(entries.map((entry) => getAddress(entry)))]
})

/** `name:address,…`, e.g. `ensUniversalResolver:0x…,multicall3:0xcA11…`; addresses checked as in ADMIN_ADDRESSES. */
const contractList = z.string().transform((value, ctx) => {
  const contracts: Record<string, Address> = {}
  const bad: string[] = []
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', address = '', ...rest] = entry.split(':').map((part) => part.trim())
    if (!/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(name) || rest.length > 0 || !isAddress(address, { strict: true })) {
      bad.push(entry)
      continue
    }
    contracts[name] = getAddress(address)
  }
  if (bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `must be name:address pairs with valid addresses: ${bad.join(', ')}` })
    return z.NEVER
  }
  return contracts
})

const publicOrigin = httpUrl.transform((value, ctx) => {
  const url = new URL(value)
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a bare origin like https://example.com (no path, query or credentials)',
    })
    return z.NEVER
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol === 'http:' && !loopback) {
    // Cookies are Secure off loopback, and browsers drop Secure cookies over http: sign-in would silently fail.
    ctx.addIssue({ code: 'custom', message: 'must use https unless the host is 127.0.0.1, localhost or [::1]' })
    return z.NEVER
  }
  return { origin: url.origin, host: url.host, secure: !(url.protocol === 'http:' && loopback) }
})

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEPLOY_ENV: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a short lower-case name like production or staging')
    .optional(),
  SESSION_SECRET: z
    .string({
      error: 'is required (at least 32 characters); for local development run `node tooling/scripts/dev-env.mjs`',
    })
    .min(32, 'must be at least 32 characters'),
  // prefault: the default goes through the transform (a zod 4 `default` would skip it).
  PUBLIC_ORIGIN: publicOrigin.prefault('http://127.0.0.1:3000'),
  SIWE_CHAIN_IDS: chainIdList.default([1, 5777]),
  LOCAL_RPC_URL: httpUrl.default('http://127.0.0.1:8545'),
  LOCAL_CHAIN_CONTRACTS: contractList.default({}),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  ADMIN_ADDRESSES: addressList.default([]),
  SESSION_MAX_AGE_SECONDS: intInRange(300, 30 * 24 * 3600, 7 * 24 * 3600),
  NONCE_TTL_SECONDS: intInRange(30, 3600, 300),
  SIWE_MAX_AGE_SECONDS: intInRange(30, 24 * 3600, 300),
  SIWE_CLOCK_SKEW_SECONDS: intInRange(0, 600, 60),
  // A count of proxies; true/false stay accepted for one proxy or none.
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.string().regex(/^\d$/, 'must be 0 to 9 (how many proxies), true or false')])
    .default('0'),
  RATE_LIMIT_NONCE_PER_MIN: intInRange(1, 1_000_000_000, 60),
  RATE_LIMIT_LOGIN_PER_MIN: intInRange(1, 1_000_000_000, 20),
  REQUEST_BODY_TIMEOUT_SECONDS: intInRange(1, 120, 10),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('agentry:'),
  MODAL_PROJECT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a project id of letters, digits, _ and - (at most 64)')
    .optional(),
  MODAL_BLOCKCHAIN_API_URL: httpUrl.optional(),
  MODAL_WALLET_DIRECTORY_URL: httpUrl.optional(),
  MODAL_WALLETCONNECT_RELAY_URL: z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' }).optional(),
  MODAL_EMBEDDED_WALLET_URL: httpUrl.optional(),
})

function parseRpcUrls(env: EnvSource, localRpcUrl: string, issues: string[]): Record<number, string> {
  const urls: Record<number, string> = { [LOCAL_CHAIN_ID]: localRpcUrl }
  for (const [key, value] of Object.entries(env)) {
    const match = /^RPC_URL_(\d+)$/.exec(key)
    if (!match || value === undefined || value === '') continue
    const parsed = httpUrl.safeParse(value)
    if (parsed.success) urls[Number(match[1])] = parsed.data
    else issues.push(`${key}: must be an http(s) URL`)
  }
  return urls
}

/**
 * Builds and validates the server configuration from an environment object. Empty strings count as unset.
 *
 * @example
 * const config = parseConfig({ SESSION_SECRET: 'x'.repeat(32), SIWE_CHAIN_IDS: '1,1337' })
 * config.publicHost // '127.0.0.1:3000'
 */
export function parseConfig(env: EnvSource, cwd: string = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(cleaned)
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
  const rpcUrls = parseRpcUrls(cleaned, result.success ? result.data.LOCAL_RPC_URL : 'http://127.0.0.1:8545', issues)
  if (!result.success || issues.length > 0) {
    throw new ConfigError(`Invalid server configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
  }
  const data = result.data
  const database: DatabaseConfig = data.DATABASE_URL
    ? { driver: 'postgres', url: data.DATABASE_URL }
    : {
        driver: 'pglite',
        dataDir: data.PGLITE_DIR === 'memory' ? null : (data.PGLITE_DIR ?? join(cwd, '.data', 'pglite')),
      }
  return {
    nodeEnv: data.NODE_ENV,
    deployEnv: data.DEPLOY_ENV ?? data.NODE_ENV,
    sessionSecret: data.SESSION_SECRET,
    publicOrigin: data.PUBLIC_ORIGIN.origin,
    publicHost: data.PUBLIC_ORIGIN.host,
    secureCookies: data.PUBLIC_ORIGIN.secure,
    siweChainIds: data.SIWE_CHAIN_IDS,
    rpcUrls,
    localChainContracts: data.LOCAL_CHAIN_CONTRACTS,
    database,
    adminAddresses: data.ADMIN_ADDRESSES,
    sessionMaxAgeSeconds: data.SESSION_MAX_AGE_SECONDS,
    nonceTtlSeconds: data.NONCE_TTL_SECONDS,
    siweMaxAgeSeconds: data.SIWE_MAX_AGE_SECONDS,
    clockSkewSeconds: data.SIWE_CLOCK_SKEW_SECONDS,
    trustedProxies: data.TRUST_PROXY === 'true' ? 1 : data.TRUST_PROXY === 'false' ? 0 : Number(data.TRUST_PROXY),
    rateLimits: { noncePerMinute: data.RATE_LIMIT_NONCE_PER_MIN, loginPerMinute: data.RATE_LIMIT_LOGIN_PER_MIN },
    bodyTimeoutSeconds: data.REQUEST_BODY_TIMEOUT_SECONDS,
    redis: data.REDIS_URL ? { url: data.REDIS_URL, keyPrefix: data.REDIS_KEY_PREFIX } : null,
    modal: {
      ...(data.MODAL_PROJECT_ID ? { projectId: data.MODAL_PROJECT_ID } : {}),
      serviceUrls: {
        ...(data.MODAL_BLOCKCHAIN_API_URL ? { blockchainApi: data.MODAL_BLOCKCHAIN_API_URL } : {}),
        ...(data.MODAL_WALLET_DIRECTORY_URL ? { walletDirectory: data.MODAL_WALLET_DIRECTORY_URL } : {}),
      },
      ...(data.MODAL_WALLETCONNECT_RELAY_URL ? { walletConnectRelayUrl: data.MODAL_WALLETCONNECT_RELAY_URL } : {}),
      ...(data.MODAL_EMBEDDED_WALLET_URL ? { embeddedWalletUrl: data.MODAL_EMBEDDED_WALLET_URL } : {}),
    },
  }
}

let cached: Config | undefined

/**
 * The process-wide configuration, read from `process.env` on first use (not at import, so tests and
 * `next build` can set the environment first) and cached.
 *
 * @example
 * const { publicOrigin } = getConfig()
 */
export function getConfig(): Config {
  cached ??= parseConfig(process.env)
  return cached
}

/**
 * Replaces the cached configuration (tests), or clears it with `undefined` so the next
 * {@link getConfig} reads the environment again.
 *
 * @example
 * setConfig(parseConfig({ SESSION_SECRET: 'x'.repeat(32) }))
 */
export function setConfig(config: Config | undefined): void {
  cached = config
}
