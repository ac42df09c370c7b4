import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import * as oidc from 'openid-client'
import { z } from 'zod'
import { clientAddress } from '../clientAddress.js'
import type { ApiRoute, PageRoute } from '../createWalletServer.js'
import type { DbHandle } from '../db/createDbHandle.js'
import { InvalidRequestError, WalletError } from '../errors.js'
import { takeLoginLimit, type LoginLimits } from '../limits/loginLimits.js'
import type { LimitStore } from '../limits/limitStore.js'
import { parseBody } from '../login/emailLoginSchemas.js'
import { writeSessionCookie, type SessionCookieSettings } from '../session/sessionCookie.js'
import { openSession, readSession } from '../session/sessions.js'
import { createSocialClient, type SocialClient } from './socialClient.js'
import type { SocialConfig } from './socialConfig.js'
import {
  SocialLoginDeniedError,
  SocialLoginInvalidError,
  SocialLoginPendingError,
  SocialProviderNotConfiguredError,
  socialErrorFromCode,
} from './socialErrors.js'
import { claimFlowStep, createFlow, redeemFlow, settleFlow, upsertSocialUser } from './socialFlows.js'
import {
  renderSocialDonePage,
  renderSocialErrorPage,
  SOCIAL_DONE_PAGE_HEADERS,
  SOCIAL_DONE_SCRIPT,
  SOCIAL_PAGE_HEADERS,
} from './socialPages.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders.js'

/** How long a social login may take, from GET_SOCIAL_REDIRECT_URI to the frame's completion. */
export const SOCIAL_FLOW_TTL_SECONDS = 600

/** The fragment the popup comes back to the dapp with: the flow's state, or the error's code. */
export const SOCIAL_RETURN_PARAMETER = 'agentry-wallet-social'

const token = z.string().regex(/^[\w-]{16,128}$/, 'must be a random token')
const beginBody = z.object({ provider: z.string().max(32), returnTo: z.string().max(300) }).strict()
const completeBody = z.object({ state: token, secret: token, proof: token.optional() }).strict()

export type CreateSocialLoginRoutesParameters = {
  db: DbHandle
  social: SocialConfig
  publicOrigin: string
  allowedOrigins: readonly string[]
  session: SessionCookieSettings
  limitStore: LimitStore
  limits: LoginLimits
  trustedProxies: number
}

const redirect = (location: string) => ({
  status: 303,
  headers: { ...SOCIAL_PAGE_HEADERS, location },
  body: '',
})
const errorPage = (error: WalletError) => ({
  status: error.status,
  headers: SOCIAL_PAGE_HEADERS,
  body: renderSocialErrorPage(error),
})
const queryOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://host').searchParams

/**
 * Social login over OAuth 2.0 / OpenID Connect (openid-client): the authorization code flow with PKCE,
 * `state` and `nonce`, all kept server-side and single use, expiring after 10 minutes.
 *
 * - `POST /api/social/begin` `{ provider, returnTo }` (from the frame): records a flow and answers
 *   `{ uri, secret }`; `uri` is the host's start page for the popup, `secret` stays in the frame.
 * - `GET /social/start?state=`: the popup's first page; once per flow, it redirects to the provider.
 * - `GET /social/callback`: the provider's redirect (on the host's origin); once per flow, it exchanges
 *   the code, checks the ID token or reads the user, records the outcome and sends the popup back to the
 *   dapp's origin (`returnTo`) with `#agentry-wallet-social=<state>`, where the modal's poll finds it. After
 *   a good login that is a page whose script (`/social/done.js`) first posts a one-time proof to the host's
 *   frames in the popup's opener: only the page that opened the popup gets it.
 * - `POST /api/social/complete` `{ state, secret, proof }` (from the frame): the flow's outcome for the
 *   frame that holds its secret and the proof: a session cookie in the frame's own context and `{ user }`,
 *   or the error.
 *
 * @example
 * const { routes, pages } = createSocialLoginRoutes({ db, social, publicOrigin, allowedOrigins, session, limitStore, limits, trustedProxies: 0 })
 */
export function createSocialLoginRoutes({
  db,
  social,
  publicOrigin,
  allowedOrigins,
  session,
  limitStore,
  limits,
  trustedProxies,
}: CreateSocialLoginRoutesParameters): { routes: Record<string, ApiRoute>; pages: Record<string, PageRoute> } {
  const redirectUri = new URL('/social/callback', publicOrigin).toString()
  const clients = new Map<SocialProvider, SocialClient>()
  for (const provider of SOCIAL_PROVIDERS) {
    const config = social.providers[provider]
    if (config) clients.set(provider, createSocialClient(provider, config, { redirectUri }))
  }
  const clientOf = (provider: string): SocialClient => {
    const client = clients.get(provider as SocialProvider)
    if (!client) throw new SocialProviderNotConfiguredError(provider)
    return client
  }

  const begin: ApiRoute = async (body, { request }) => {
    const { provider, returnTo } = parseBody(beginBody, body)
    const client = clientOf(provider)
    if (!allowedOrigins.includes(returnTo)) throw new InvalidRequestError('returnTo: is not an allowed origin')
    await takeLoginLimit(limitStore, limits, { action: 'code', address: clientAddress(request, trustedProxies) })
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() }
    // The provider is reached now (discovery), so a provider that is away fails here, in the frame, not in the popup.
    await client.authorizationUrl(checks)
    const secret = randomBytes(32).toString('base64url')
    await createFlow(await db.get(), {
      state: checks.state,
      secret,
      flow: { provider: provider as SocialProvider, codeVerifier: checks.codeVerifier, nonce: checks.nonce, returnTo },
      ttlSeconds: SOCIAL_FLOW_TTL_SECONDS,
    })
    const uri = new URL('/social/start', publicOrigin)
    uri.searchParams.set('state', checks.state)
    return { uri: uri.toString(), secret }
  }

  const start: PageRoute = async (request) => {
    const state = queryOf(request).get('state') ?? ''
    if (!token.safeParse(state).success) return errorPage(new SocialLoginInvalidError('state'))
    const flow = await claimFlowStep(await db.get(), state, 'start')
    if (!flow) return errorPage(new SocialLoginInvalidError('state'))
    const url = await clientOf(flow.provider).authorizationUrl({
      state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    })
    return redirect(url.toString())
  }

  const callback: PageRoute = async (request) => {
    const query = queryOf(request)
    const state = query.get('state') ?? ''
    if (!token.safeParse(state).success) return errorPage(new SocialLoginInvalidError('state'))
    const database = await db.get()
    const flow = await claimFlowStep(database, state, 'callback')
    if (!flow) return errorPage(new SocialLoginInvalidError('state'))
    const back = new URL('/', flow.returnTo)
    back.hash = `${SOCIAL_RETURN_PARAMETER}=${state}`
    try {
      if (query.has('error')) throw new SocialLoginDeniedError()
      const definition = social.providers[flow.provider]!.definition
      const callbackUrl = new URL(`/social/callback?${query.toString()}`, publicOrigin)
      const profile = await clientOf(flow.provider).finish(callbackUrl, { state, ...flow })
      const userId = await database.transaction((tx) =>
        upsertSocialUser(tx, { issuer: definition.issuer, provider: flow.provider, profile }),
      )
      const proof = randomBytes(32).toString('base64url')
      await settleFlow(database, state, { userId, proof })
      return {
        status: 200,
        headers: SOCIAL_DONE_PAGE_HEADERS,
        body: renderSocialDonePage({ state, proof, back: back.toString() }),
      }
    } catch (error) {
      if (!(error instanceof WalletError)) throw error
      if (error.cause !== undefined) console.warn(`wallet host: social login ${error.code}:`, error.cause)
      await settleFlow(database, state, { errorCode: error.code })
      // The same page with no proof: the frame learns at once that none is coming and asks for the error.
      return {
        status: 200,
        headers: SOCIAL_DONE_PAGE_HEADERS,
        body: renderSocialDonePage({ state, proof: '', back: back.toString() }),
      }
    }
  }

  const doneScript: PageRoute = async () => ({
    status: 200,
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' },
    body: SOCIAL_DONE_SCRIPT,
  })

  const complete: ApiRoute = async (body, { cookies }) => {
    const { state, secret, proof } = parseBody(completeBody, body)
    const database = await db.get()
    const outcome = await redeemFlow(database, { state, secret, proof })
    if (outcome.kind === 'invalid') throw new SocialLoginInvalidError(outcome.problem)
    if (outcome.kind === 'pending') throw new SocialLoginPendingError()
    if (outcome.kind === 'error') throw socialErrorFromCode(outcome.errorCode)
    const sessionId = await openSession(database, { userId: outcome.userId, maxAgeSeconds: session.maxAgeSeconds })
    await writeSessionCookie(cookies, session, sessionId)
    const user = (await readSession(database, sessionId))!
    return { user: { email: user.social?.email ?? null, accountId: `user:${user.userId}`, social: user.social } }
  }

  return {
    routes: { 'social/begin': begin, 'social/complete': complete },
    pages: { '/social/start': start, '/social/callback': callback, '/social/done.js': doneScript },
  }
}
