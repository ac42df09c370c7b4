/** Spec section 5: the social providers the modal offers (Farcaster has its own flow and is not one). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Who the provider says signed in: its stable id for the account, and what it shows of it. */
export type SocialProfile = { subject: string; email: string | null; userName: string | null }

/**
 * How the host talks to one provider. `oidc`: OpenID Connect with discovery from `issuer`; the user is the
 * ID token's `sub` (its signature, issuer, audience and nonce checked by openid-client). `oauth`: plain
 * OAuth 2.0 with fixed endpoints; the user is read from the provider's user-info endpoint with the access
 * token, through `readProfile`.
 */
export type SocialProviderDefinition =
  | { kind: 'oidc'; issuer: string; scope: string }
  | {
      kind: 'oauth'
      /** What identifies the provider in the identities table (there is no OIDC issuer). */
      issuer: string
      authorizationEndpoint: string
      tokenEndpoint: string
      userInfoEndpoint: string
      scope: string
      /** How the client secret goes to the token endpoint. */
      clientAuth: 'basic' | 'post'
      readProfile(body: unknown): SocialProfile | null
    }

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 320 ? value : null
/** Ids arrive as numbers (GitHub) or strings (the others); either is kept as its decimal text. */
const id = (value: unknown): string | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? String(value)
    : typeof value === 'string' && /^[\w.-]{1,255}$/.test(value)
      ? value
      : null
const profile = (subject: string | null, email: unknown, userName: unknown): SocialProfile | null =>
  subject ? { subject, email: text(email)?.toLowerCase() ?? null, userName: text(userName) } : null

/**
 * Each provider's endpoints and scopes. Google and Apple speak OpenID Connect (discovery); GitHub,
 * Facebook, X and Discord speak OAuth 2.0 only, so their user id comes from their user-info endpoint.
 * Apple is asked for `openid` alone: its name and email scopes require `response_mode=form_post`.
 *
 * @example
 * SOCIAL_PROVIDER_DEFINITIONS.github.kind // 'oauth'
 */
export const SOCIAL_PROVIDER_DEFINITIONS: Record<SocialProvider, SocialProviderDefinition> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scope: 'openid' },
  github: {
    kind: 'oauth',
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userInfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user',
    clientAuth: 'post',
    readProfile: (body) => profile(id(record(body).id), record(body).email, record(body).login),
  },
  facebook: {
    kind: 'oauth',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'public_profile email',
    clientAuth: 'post',
    readProfile: (body) => profile(id(record(body).id), record(body).email, record(body).name),
  },
  x: {
    kind: 'oauth',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userInfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    clientAuth: 'basic',
    readProfile: (body) => {
      const data = record(record(body).data)
      return profile(id(data.id), null, data.username)
    },
  },
  discord: {
    kind: 'oauth',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userInfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    clientAuth: 'post',
    readProfile: (body) => {
      const user = record(body)
      return profile(id(user.id), user.verified === true ? user.email : null, user.username)
    },
  },
}

/**
 * Whether `value` names one of the six providers.
 *
 * @example
 * isSocialProvider('github') // true
 */
export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value)
