import { z } from 'zod'
import { InvalidConfigError } from './errors.js'

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

const schema = z.object({
  WALLET_HOST: z.string().min(1).default('127.0.0.1'),
  WALLET_PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
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
  WALLET_MAX_BODY_BYTES: z.coerce.number().int().min(256).max(1_048_576).default(16_384),
})

/**
 * Reads and checks the host's configuration from `env`.
 *
 * @throws InvalidConfigError naming the variable that is missing or wrong
 * @example
 * const config = readWalletConfig({ WALLET_ALLOWED_ORIGINS: 'http://localhost:3000' })
 */
export function readWalletConfig(env: Record<string, string | undefined>): WalletConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new InvalidConfigError(`${issue.path.join('.') || 'environment'}: ${issue.message}`)
  }
  const data = parsed.data
  return {
    host: data.WALLET_HOST,
    port: data.WALLET_PORT,
    publicOrigin: data.WALLET_PUBLIC_URL,
    allowedOrigins: data.WALLET_ALLOWED_ORIGINS,
    maxBodyBytes: data.WALLET_MAX_BODY_BYTES,
  }
}
