import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { clientAddress } from '../clientAddress.js'
import type { ApiRoute, ApiRouteContext } from '../createWalletServer.js'
import type { DbHandle } from '../db/createDbHandle.js'
import { NotSignedInError } from '../errors.js'
import type { LoginLimits } from '../limits/loginLimits.js'
import type { LimitStore } from '../limits/limitStore.js'
import { parseBody } from '../login/emailLoginSchemas.js'
import { readSessionCookie, writeSessionCookie, type SessionCookieSettings } from '../session/sessionCookie.js'
import { openSession, readSession, type SessionUser } from '../session/sessions.js'
import { PasskeyChallengeInvalidError, PasskeyUnknownError, PasskeyVerificationFailedError } from './passkeyErrors.js'
import { takePasskeyLimit } from './passkeyLimits.js'
import {
  insertPasskey,
  listPasskeys,
  readPasskey,
  recordPasskeyUse,
  saveChallenge,
  takeChallenge,
  type PasskeyPurpose,
} from './passkeyRows.js'
import { loginVerifyBody, passkeyOptionsBody, registerVerifyBody } from './passkeySchemas.js'

export type CreatePasskeyRoutesParameters = {
  db: DbHandle
  limitStore: LimitStore
  limits: LoginLimits
  session: SessionCookieSettings
  trustedProxies: number
  /** The host's origin (WALLET_PUBLIC_URL): the only origin a passkey response may come from. */
  publicOrigin: string
  /** The sites that may embed the frame: the only top origins a response from the frame may have. */
  allowedOrigins: readonly string[]
}

/** The routes' names under /api/ (answered LOGIN_NOT_CONFIGURED on a host without login). */
export const PASSKEY_ROUTE_NAMES = [
  'passkey/register/options',
  'passkey/register/verify',
  'passkey/login/options',
  'passkey/login/verify',
] as const

/** How long a challenge stays usable: the browser's own prompt gives up at the same time. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000

/**
 * The challenge a response signed, read from its clientDataJSON (the library checks it again). A response
 * made in a cross-origin frame must name an allowed site as its top origin: a page that is not on the
 * list cannot run the passkey ceremony in the frame (the login checks this again in the library).
 */
const signedChallenge = (clientDataJSON: string, allowedOrigins: readonly string[]): string => {
  let data: { challenge?: unknown; crossOrigin?: unknown; topOrigin?: unknown } = {}
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as typeof data
  } catch {
    // Not JSON: the same answer as any unverifiable response.
  }
  const { challenge, crossOrigin, topOrigin } = data
  if (crossOrigin === true && topOrigin !== undefined && !allowedOrigins.includes(String(topOrigin)))
    throw new PasskeyVerificationFailedError()
  if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)) return challenge
  throw new PasskeyVerificationFailedError()
}

/**
 * The passkey routes under /api/ (WebAuthn, with `@simplewebauthn/server`), behind the server's origin
 * check and body limit: `passkey/register/options` and `passkey/register/verify` add a passkey to the
 * signed-in user; `passkey/login/options` and `passkey/login/verify` sign in with a discoverable passkey
 * alone and open a session, as an email code does. Challenges live in the database, five minutes, single
 * use; the relying party is the host's hostname, the only origin accepted is the host's own.
 *
 * @example
 * createWalletServer({ config, frameScript, routes: createPasskeyRoutes({ db, limitStore, limits, session, trustedProxies: 0, publicOrigin }) })
 */
export function createPasskeyRoutes({
  db,
  limitStore,
  limits,
  session,
  trustedProxies,
  publicOrigin,
  allowedOrigins,
}: CreatePasskeyRoutesParameters): Record<string, ApiRoute> {
  const rpID = new URL(publicOrigin).hostname

  const signedInUser = async ({ cookies }: ApiRouteContext): Promise<SessionUser> => {
    const { sessionId } = await readSessionCookie(cookies, session)
    if (!sessionId) throw new NotSignedInError()
    const user = await readSession(await db.get(), sessionId)
    if (!user) throw new NotSignedInError()
    return user
  }

  const keepChallenge = async (challenge: string, purpose: PasskeyPurpose, userId: string | null) =>
    saveChallenge(await db.get(), {
      challenge,
      purpose,
      userId,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    })

  /** Takes the response's challenge out (used, whatever follows), or refuses the response. */
  const spendChallenge = async (clientDataJSON: string, purpose: PasskeyPurpose, userId: string | null) => {
    const challenge = signedChallenge(clientDataJSON, allowedOrigins)
    if (!(await takeChallenge(await db.get(), { challenge, purpose, userId }))) throw new PasskeyChallengeInvalidError()
    return challenge
  }

  const registerOptions: ApiRoute = async (body, context) => {
    parseBody(passkeyOptionsBody, body)
    const user = await signedInUser(context)
    await takePasskeyLimit(limitStore, limits, {
      action: 'options',
      address: clientAddress(context.request, trustedProxies),
      userId: user.userId,
    })
    const existing = await listPasskeys(await db.get(), user.userId)
    const options = await generateRegistrationOptions({
      rpName: rpID,
      rpID,
      // A social login's user has no email of their own: the provider's email or name labels the passkey.
      userName:
        user.email ?? user.social?.email ?? user.social?.userName ?? `${user.social?.provider ?? 'wallet'} user`,
      userID: new Uint8Array(Buffer.from(user.userId.replace(/-/g, ''), 'hex')),
      attestationType: 'none',
      excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports })),
      // Discoverable, so that a returning user logs in with the passkey alone; verified, as it stands for a login.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: CHALLENGE_TTL_MS,
    })
    await keepChallenge(options.challenge, 'register', user.userId)
    return { options }
  }

  const registerVerify: ApiRoute = async (body, context) => {
    const { response } = parseBody(registerVerifyBody, body)
    const user = await signedInUser(context)
    await takePasskeyLimit(limitStore, limits, {
      action: 'verify',
      address: clientAddress(context.request, trustedProxies),
      userId: user.userId,
    })
    const challenge = await spendChallenge(response.response.clientDataJSON, 'register', user.userId)
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: publicOrigin,
        expectedRPID: rpID,
        requireUserVerification: true,
      })
    } catch (error) {
      throw new PasskeyVerificationFailedError(error)
    }
    if (!verified.verified) throw new PasskeyVerificationFailedError()
    const { credential } = verified.registrationInfo
    await insertPasskey(await db.get(), {
      credentialId: credential.id,
      userId: user.userId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    return { passkey: { id: credential.id } }
  }

  const loginOptions: ApiRoute = async (body, { request }) => {
    parseBody(passkeyOptionsBody, body)
    await takePasskeyLimit(limitStore, limits, { action: 'options', address: clientAddress(request, trustedProxies) })
    // No allowCredentials: the authenticator offers its discoverable passkeys for this host.
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'required',
      timeout: CHALLENGE_TTL_MS,
    })
    await keepChallenge(options.challenge, 'login', null)
    return { options }
  }

  const loginVerify: ApiRoute = async (body, { request, cookies }) => {
    const { response } = parseBody(loginVerifyBody, body)
    await takePasskeyLimit(limitStore, limits, { action: 'verify', address: clientAddress(request, trustedProxies) })
    const challenge = await spendChallenge(response.response.clientDataJSON, 'login', null)
    const passkey = await readPasskey(await db.get(), response.id)
    if (!passkey) throw new PasskeyUnknownError()
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      verified = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: publicOrigin,
        expectedRPID: rpID,
        expectedTopOrigin: [...allowedOrigins],
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      })
    } catch (error) {
      throw new PasskeyVerificationFailedError(error)
    }
    if (!verified.verified) throw new PasskeyVerificationFailedError()
    await recordPasskeyUse(await db.get(), passkey.credentialId, verified.authenticationInfo.newCounter)
    // The passkey's own user (a social login's user has no email to find it by).
    const sessionId = await openSession(await db.get(), {
      userId: passkey.userId,
      maxAgeSeconds: session.maxAgeSeconds,
    })
    await writeSessionCookie(cookies, session, sessionId)
    const user = await readSession(await db.get(), sessionId)
    if (user?.social)
      return { user: { email: user.social.email, accountId: `user:${user.userId}`, social: user.social } }
    return { user: { email: passkey.email } }
  }

  return {
    'passkey/register/options': registerOptions,
    'passkey/register/verify': registerVerify,
    'passkey/login/options': loginOptions,
    'passkey/login/verify': loginVerify,
  }
}
