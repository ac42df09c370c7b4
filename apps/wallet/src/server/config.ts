import { z } from 'zod'
import type { DatabaseConfig } from './db/types.js'
import { InvalidConfigError } from './errors.js'
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './limits/loginLimits.js'
import { readSocialConfig, type SocialConfig } from './social/socialConfig.js'

/** What email login needs; null in {@link WalletConfig} when the host runs without it (frame only). */
export type LoginConfig = {
  /** Where codes are mailed (SMTP_URL), or the development SMTP server when `devInbox` is set. */
  smtpUrl: string | null
  /** The From header of the code mails. */
  mailFrom: string
  /** The development SMTP server and inbox page (WALLET_DEV_INBOX=1), on 127.0.0.1:`smtpPort`. */
  devInbox: { smtpPort: number } | null
  /** Seals the session cookie, and keys the code hashes (through HKDF). */
  sessionSecret: string
  sessionMaxAgeSeconds: number
  database: DatabaseConfig
  /** Redis for the login limits shared by every instance; null keeps them in this process. */
  redis: { url: string; keyPrefix: string } | null
  trustedProxies: number
  limits: LoginLimits
  /** WALLET_KEK: the 32-byte key that encrypts the auth shares at rest; null turns the key-share routes off. */
  kek: Uint8Array | null
}

/** What the wallet host needs from its environment (see the README's configuration table). */
export type WalletConfig = {
  /** Interface the server listens on. */
  host: string
  port: number
  /** The host's own origin as browsers see it: the frame page and the API live here. */
  publicOrigin: string
  /** Sites that may embed the frame (`frame-ancestors`) and whose messages the frame answers. */
  allowedOrigins: readonly string[]
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number
  /** WALLET_RPC_URLS: the chains' JSON-RPC endpoints by chain id; the frame sends transactions there. */
  rpcUrls: Readonly<Record<string, string>>
  login: LoginConfig | null
  /** The social login providers (WALLET_OAUTH_*, WALLET_OIDC_*); they need `login`'s session and database. */
  social: SocialConfig
}

// An origin is scheme://host[:port] with nothing after it: a path or a trailing slash would never equal
// `event.origin` or an Origin header, and would silently allow nobody.
const origin = z.string().refine((value) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}, 'is not an origin (scheme://host[:port], no path)')

const count = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback)

const schema = z.object({
  WALLET_HOST: z.string().min(1).default('127.0.0.1'),
  WALLET_PORT: count(0, 65_535, 3001),
  WALLET_PUBLIC_URL: origin.default('http://localhost:3001'),
  WALLET_ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1, 'lists no origin')),
  WALLET_MAX_BODY_BYTES: count(256, 1_048_576, 16_384),
  WALLET_RPC_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        // An EVM chain id, or a Solana network's reference (its genesis hash, base58) for the Solana RPC.
        z
          .string()
          .regex(
            /^([1-9]\d{0,15}|[1-9A-HJ-NP-Za-km-z]{32,44})=https?:\/\/[^\s,]+$/,
            'must be chainId=http(s)://url pairs, comma-separated',
          ),
      ),
    )
    .transform((pairs) =>
      Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
    ),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  WALLET_MAIL_FROM: z.string().min(3).max(200).optional(),
  WALLET_DEV_INBOX: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  WALLET_DEV_SMTP_PORT: count(1, 65_535, 2525),
  WALLET_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WALLET_SESSION_MAX_AGE_SECONDS: count(300, 30 * 24 * 3600, 7 * 24 * 3600),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  WALLET_PGLITE_DIR: z.string().min(1).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  WALLET_REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('agentry-wallet:'),
  WALLET_TRUSTED_PROXIES: count(0, 9, 0),
  WALLET_KEK: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes), for example from `openssl rand -hex 32`')
    .optional(),
  WALLET_CODES_PER_EMAIL_PER_HOUR: count(1, 1_000_000, DEFAULT_LOGIN_LIMITS.codesPerEmail),
  WALLET_CODES_PER_ADDRESS_PER_HOUR: count(1, 1_000_000, DEFAULT_LOGIN_LIMITS.codesPerAddress),
  WALLET_VERIFIES_PER_EMAIL_PER_HOUR: count(1, 1_000_000, DEFAULT_LOGIN_LIMITS.verifiesPerEmail),
  WALLET_VERIFIES_PER_ADDRESS_PER_HOUR: count(1, 1_000_000, DEFAULT_LOGIN_LIMITS.verifiesPerAddress),
})

/** localhost, *.localhost and loopback addresses: browsers treat them as secure contexts over plain HTTP. */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
  hostname === '[::1]'

export type ReadWalletConfigOptions = {
  /** PGlite's directory when neither DATABASE_URL nor WALLET_PGLITE_DIR says otherwise. */
  defaultPgliteDir?: string | null
}

/**
 * Reads and checks the host's configuration from `env`. Email login is on when a mail server is
 * configured (SMTP_URL, or WALLET_DEV_INBOX=1 for the local one); it then needs WALLET_SESSION_SECRET.
 *
 * @throws InvalidConfigError naming the variable that is missing or wrong
 * @example
 * const config = readWalletConfig({ WALLET_ALLOWED_ORIGINS: 'http://localhost:3000' })
 */
export function readWalletConfig(
  env: Record<string, string | undefined>,
  { defaultPgliteDir = null }: ReadWalletConfigOptions = {},
): WalletConfig {
  // Empty strings count as unset, as a shell's `VAR=` means.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new InvalidConfigError(`${issue.path.join('.') || 'environment'}: ${issue.message}`)
  }
  const data = parsed.data
  const login = readLoginConfig(data, defaultPgliteDir)
  const social = readSocialConfig(cleaned)
  if (!login && Object.keys(social.providers).length > 0)
    throw new InvalidConfigError(
      "WALLET_OAUTH_*: social login needs the host's sessions: set SMTP_URL (or WALLET_DEV_INBOX=1) and WALLET_SESSION_SECRET",
    )
  return {
    host: data.WALLET_HOST,
    port: data.WALLET_PORT,
    publicOrigin: data.WALLET_PUBLIC_URL,
    allowedOrigins: data.WALLET_ALLOWED_ORIGINS,
    maxBodyBytes: data.WALLET_MAX_BODY_BYTES,
    rpcUrls: data.WALLET_RPC_URLS,
    login,
    social,
  }
}

function readLoginConfig(data: z.infer<typeof schema>, defaultPgliteDir: string | null): LoginConfig | null {
  const devInbox = data.WALLET_DEV_INBOX === '1'
  if (!data.SMTP_URL && !devInbox) return null
  const publicUrl = new URL(data.WALLET_PUBLIC_URL)
  if (devInbox && data.SMTP_URL)
    throw new InvalidConfigError(
      'SMTP_URL: leave it unset with WALLET_DEV_INBOX=1 (the local SMTP server gets the mail)',
    )
  // The inbox page shows every code: it exists only for a host that browsers reach on loopback.
  if (devInbox && !isLoopbackHost(publicUrl.hostname))
    throw new InvalidConfigError('WALLET_DEV_INBOX: only for a host on localhost (it shows every login code)')
  if (!data.WALLET_SESSION_SECRET)
    throw new InvalidConfigError(
      'WALLET_SESSION_SECRET: is required with email login (at least 32 characters); for local development run `node apps/wallet/scripts/dev-env.mjs`',
    )
  // The session cookie is Secure (SameSite=None needs it): plain HTTP keeps it only on loopback.
  if (publicUrl.protocol === 'http:' && !isLoopbackHost(publicUrl.hostname))
    throw new InvalidConfigError('WALLET_PUBLIC_URL: must be https:// with email login, except on localhost')
  return {
    smtpUrl: data.SMTP_URL ?? null,
    mailFrom: data.WALLET_MAIL_FROM ?? `Wallet <no-reply@${publicUrl.hostname}>`,
    devInbox: devInbox ? { smtpPort: data.WALLET_DEV_SMTP_PORT } : null,
    sessionSecret: data.WALLET_SESSION_SECRET,
    sessionMaxAgeSeconds: data.WALLET_SESSION_MAX_AGE_SECONDS,
    database: data.DATABASE_URL
      ? { driver: 'postgres', url: data.DATABASE_URL }
      : {
          driver: 'pglite',
          dataDir: data.WALLET_PGLITE_DIR === 'memory' ? null : (data.WALLET_PGLITE_DIR ?? defaultPgliteDir),
        },
    redis: data.REDIS_URL ? { url: data.REDIS_URL, keyPrefix: data.WALLET_REDIS_KEY_PREFIX } : null,
    trustedProxies: data.WALLET_TRUSTED_PROXIES,
    kek: data.WALLET_KEK ? new Uint8Array(Buffer.from(data.WALLET_KEK, 'hex')) : null,
    limits: {
      codesPerEmail: data.WALLET_CODES_PER_EMAIL_PER_HOUR,
      codesPerAddress: data.WALLET_CODES_PER_ADDRESS_PER_HOUR,
      verifiesPerEmail: data.WALLET_VERIFIES_PER_EMAIL_PER_HOUR,
      verifiesPerAddress: data.WALLET_VERIFIES_PER_ADDRESS_PER_HOUR,
    },
  }
}
