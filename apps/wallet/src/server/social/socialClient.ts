import * as oidc from 'openid-client'
import { SocialLoginInvalidError, SocialProviderUnavailableError } from './socialErrors.js'
import type { SocialProviderConfig } from './socialConfig.js'
import type { SocialProfile, SocialProvider } from './socialProviders.js'

/** What one login's checks are: all made at the start and kept server-side until the callback. */
export type SocialLoginChecks = { state: string; nonce: string; codeVerifier: string }

/** The host's client at one provider (openid-client v6). */
export type SocialClient = {
  /** Where the popup goes: the provider's authorization endpoint with PKCE (S256), `state` and `nonce`. */
  authorizationUrl(checks: SocialLoginChecks): Promise<URL>
  /**
   * Checks the callback (its `state`, and `iss` where the provider sends it), exchanges the code with the
   * PKCE verifier, checks the ID token (signature, issuer, audience, expiry, nonce) for OpenID providers,
   * and returns who signed in; for OAuth-only providers the user-info endpoint says who.
   */
  finish(callbackUrl: URL, checks: SocialLoginChecks): Promise<SocialProfile>
}

const oneOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 320 ? value : null

/** A refusal by the provider or a check that failed is the login's fault; anything else (network) is the provider's absence. */
const isRefusal = (error: unknown) =>
  error instanceof oidc.ResponseBodyError ||
  error instanceof oidc.AuthorizationResponseError ||
  error instanceof oidc.WWWAuthenticateChallengeError ||
  error instanceof oidc.ClientError

/**
 * A client of `provider` whose callback is `redirectUri` (on the host's own origin). OpenID providers
 * are discovered on first use (and again after a failed try); a provider that cannot be reached is
 * `SOCIAL_PROVIDER_UNAVAILABLE` 503, a code, token or ID token that does not check out is
 * `SOCIAL_LOGIN_INVALID`.
 *
 * @example
 * const github = createSocialClient('github', config.social.providers.github!, { redirectUri })
 * const url = await github.authorizationUrl({ state, nonce, codeVerifier })
 */
export function createSocialClient(
  provider: SocialProvider,
  config: SocialProviderConfig,
  { redirectUri }: { redirectUri: string },
): SocialClient {
  const { definition, clientId, clientSecret, allowInsecure } = config
  const execute = allowInsecure ? [oidc.allowInsecureRequests] : []
  let configuring: Promise<oidc.Configuration> | undefined
  const configuration = (): Promise<oidc.Configuration> => {
    if (definition.kind === 'oauth') {
      const auth =
        definition.clientAuth === 'basic' ? oidc.ClientSecretBasic(clientSecret) : oidc.ClientSecretPost(clientSecret)
      configuring ??= Promise.resolve(
        new oidc.Configuration(
          {
            issuer: definition.issuer,
            authorization_endpoint: definition.authorizationEndpoint,
            token_endpoint: definition.tokenEndpoint,
          },
          clientId,
          clientSecret,
          auth,
        ),
      )
      return configuring
    }
    if (!configuring) {
      const current = oidc.discovery(new URL(definition.issuer), clientId, clientSecret, undefined, { execute })
      configuring = current
      current.catch(() => {
        if (configuring === current) configuring = undefined
      })
    }
    return configuring.catch((error: unknown) => {
      throw new SocialProviderUnavailableError(provider, error)
    })
  }

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const config = await configuration()
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: definition.scope,
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }
      if (definition.kind === 'oidc') parameters.nonce = nonce
      return oidc.buildAuthorizationUrl(config, parameters)
    },

    async finish(callbackUrl, { state, nonce, codeVerifier }) {
      const config = await configuration()
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          ...(definition.kind === 'oidc' ? { expectedNonce: nonce, idTokenExpected: true } : {}),
        })
        if (definition.kind === 'oidc') {
          let claims: Record<string, unknown> = tokens.claims()!
          const subject = String(claims.sub)
          // Google puts the email and name in the ID token; providers that keep them to user info (as
          // oidc-provider does by default) are asked there, for the same subject.
          if (claims.email === undefined && config.serverMetadata().userinfo_endpoint)
            claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, subject)), sub: subject }
          const email = claims.email_verified === false ? null : oneOf(claims.email)
          return {
            subject,
            email: email?.toLowerCase() ?? null,
            userName: oneOf(claims.name) ?? oneOf(claims.preferred_username),
          }
        }
        const response = await oidc.fetchProtectedResource(
          config,
          tokens.access_token,
          new URL(definition.userInfoEndpoint),
          'GET',
          undefined,
          new Headers({ accept: 'application/json', 'user-agent': 'agentry-wallet-host' }),
        )
        if (!response.ok) throw new SocialLoginInvalidError('exchange', { cause: `user info: HTTP ${response.status}` })
        const profile = definition.readProfile(await response.json())
        if (!profile) throw new SocialLoginInvalidError('exchange', { cause: 'user info names no user id' })
        return profile
      } catch (error) {
        if (error instanceof SocialLoginInvalidError) throw error
        if (isRefusal(error)) throw new SocialLoginInvalidError('exchange', { cause: error })
        throw new SocialProviderUnavailableError(provider, error)
      }
    },
  }
}
