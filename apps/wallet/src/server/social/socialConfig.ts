import { InvalidConfigError } from '../errors.js'
import {
  SOCIAL_PROVIDER_DEFINITIONS,
  SOCIAL_PROVIDERS,
  isSocialProvider,
  type SocialProvider,
  type SocialProviderDefinition,
} from './socialProviders.js'

/** One provider the host can log in with: how to reach it, and the host's client there. */
export type SocialProviderConfig = {
  definition: SocialProviderDefinition
  clientId: string
  clientSecret: string
  /** A plain-http issuer on loopback (the test provider, a local IdP): openid-client must be told. */
  allowInsecure: boolean
}

/** The configured providers by the modal's name; a provider not in it answers SOCIAL_PROVIDER_NOT_CONFIGURED. */
export type SocialConfig = { providers: Partial<Record<SocialProvider, SocialProviderConfig>> }

const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'

const readIssuer = (value: string): { issuer: string; allowInsecure: boolean } => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidConfigError('WALLET_OIDC_ISSUER: is not a URL')
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    throw new InvalidConfigError('WALLET_OIDC_ISSUER: must be https:// (plain http only on localhost)')
  if (url.search || url.hash) throw new InvalidConfigError('WALLET_OIDC_ISSUER: must have no query or fragment')
  return { issuer: value, allowInsecure: url.protocol === 'http:' }
}

const checkCredential = (name: string, value: string) => {
  if (value.length > 4096 || /\s/.test(value)) throw new InvalidConfigError(`${name}: must be one token, no spaces`)
  return value
}

/**
 * Reads the social providers from `env`: each of google, github, apple, facebook, x and discord is on when
 * both `WALLET_OAUTH_<NAME>_CLIENT_ID` and `WALLET_OAUTH_<NAME>_CLIENT_SECRET` are set (one without the
 * other is an error). `WALLET_OIDC_ISSUER` with `WALLET_OIDC_CLIENT_ID` and `WALLET_OIDC_CLIENT_SECRET` adds
 * any OpenID provider (discovery) behind the button `WALLET_OIDC_LOGIN_AS` names (default `google`): a
 * self-hoster's own IdP, or the test provider.
 *
 * @throws InvalidConfigError naming the variable
 * @example
 * readSocialConfig({ WALLET_OAUTH_GITHUB_CLIENT_ID: 'id', WALLET_OAUTH_GITHUB_CLIENT_SECRET: 'secret' })
 * // { providers: { github: { … } } }
 */
export function readSocialConfig(env: Record<string, string | undefined>): SocialConfig {
  const providers: SocialConfig['providers'] = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `WALLET_OAUTH_${provider.toUpperCase()}_CLIENT_`
    const clientId = env[`${prefix}ID`]
    const clientSecret = env[`${prefix}SECRET`]
    if (!clientId && !clientSecret) continue
    if (!clientId || !clientSecret)
      throw new InvalidConfigError(
        `${prefix}${clientId ? 'SECRET' : 'ID'}: is required with ${prefix}${clientId ? 'ID' : 'SECRET'}`,
      )
    providers[provider] = {
      definition: SOCIAL_PROVIDER_DEFINITIONS[provider],
      clientId: checkCredential(`${prefix}ID`, clientId),
      clientSecret: checkCredential(`${prefix}SECRET`, clientSecret),
      allowInsecure: false,
    }
  }
  const issuerValue = env.WALLET_OIDC_ISSUER
  if (issuerValue || env.WALLET_OIDC_CLIENT_ID || env.WALLET_OIDC_CLIENT_SECRET) {
    if (!issuerValue) throw new InvalidConfigError('WALLET_OIDC_ISSUER: is required with WALLET_OIDC_CLIENT_ID')
    const clientId = env.WALLET_OIDC_CLIENT_ID
    const clientSecret = env.WALLET_OIDC_CLIENT_SECRET
    if (!clientId || !clientSecret)
      throw new InvalidConfigError(
        `${clientId ? 'WALLET_OIDC_CLIENT_SECRET' : 'WALLET_OIDC_CLIENT_ID'}: is required with WALLET_OIDC_ISSUER`,
      )
    const loginAs = env.WALLET_OIDC_LOGIN_AS ?? 'google'
    if (!isSocialProvider(loginAs))
      throw new InvalidConfigError(`WALLET_OIDC_LOGIN_AS: must be one of ${SOCIAL_PROVIDERS.join(', ')}`)
    if (providers[loginAs])
      throw new InvalidConfigError(
        `WALLET_OIDC_LOGIN_AS: ${loginAs} is configured already by WALLET_OAUTH_${loginAs.toUpperCase()}_CLIENT_ID`,
      )
    const { issuer, allowInsecure } = readIssuer(issuerValue)
    providers[loginAs] = {
      definition: { kind: 'oidc', issuer, scope: 'openid email profile' },
      clientId: checkCredential('WALLET_OIDC_CLIENT_ID', clientId),
      clientSecret: checkCredential('WALLET_OIDC_CLIENT_SECRET', clientSecret),
      allowInsecure,
    }
  }
  return { providers }
}
