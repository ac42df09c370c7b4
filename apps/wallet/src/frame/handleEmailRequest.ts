import type { FrameRequestName } from '@agentry/modal-core/frame'
import type { HostApi } from './createHostApi.js'
import {
  FrameHostError,
  HostApiError,
  InvalidPayloadError,
  NoEmailLoginError,
  NotOfferedError,
  NotYetAvailableError,
} from './frameHostErrors.js'
import type { FrameSession } from './handleFrameRequest.js'
import type { SocialProofInbox } from './handleSocialRequest.js'

/** The signed-in user as the frame's wallet keys it: the email, or a social user's `accountId`. */
export type HostUser = { email: string }

/**
 * The signed-in user as the host's API answers it: an email login's address; a social login's
 * `accountId` (what the frame keys its wallet by), the provider's email (or null) and `social`.
 */
export type ApiUser = {
  email: string | null
  accountId?: string
  social?: { provider: string; userName: string | null; email: string | null }
}

/**
 * The key the frame's wallet and session know a user by: a social user's `accountId`, else the email.
 *
 * @example
 * accountKey({ email: 'alice@example.org' }) // 'alice@example.org'
 */
export const accountKey = (user: ApiUser): string => user.accountId ?? user.email ?? ''

/**
 * Where the frame gets the signed-in user's account address from: the frame's wallet (`createFrameWallet`),
 * which unlocks or creates the user's keys. Without one, a signed-in user has no address.
 */
export type AccountSource = (user: HostUser, options?: AccountOptions) => Promise<`0x${string}` | undefined>

/** `quiet`: unlock only; a device that would have to restore (ask the user for the recovery code) is not asked. */
export type AccountOptions = { quiet?: boolean }

/**
 * What the frame needs to answer the login requests: its host's API, the account source, what to drop
 * on sign-out (the unlocked key), and the signer of RPC_REQUEST.
 */
export type FrameHostServices = {
  api: HostApi
  account?: AccountSource
  /** The embedding dapp's origin: a social login's popup comes back there. */
  parentOrigin?: string
  /** The proofs the host's social callback page posts to this frame (`listenForSocialProofs`). */
  socialProofs?: SocialProofInbox
  forget?: () => void
  rpc?: (payload: unknown, session: FrameSession) => Promise<unknown>
  /** EXPORT_WALLET: the phrase in the frame's own panel after a fresh login (`exportWallet.ts`). */
  exportWallet?: (session: FrameSession) => Promise<unknown>
}

/** The requests answered through the host's API (the session lives there, in its cookie). */
export const EMAIL_REQUESTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'GET_USER',
  'IS_CONNECTED',
  'SIGN_OUT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
] as const satisfies readonly FrameRequestName[]

export type EmailRequestName = (typeof EMAIL_REQUESTS)[number]

const EMAIL_REQUEST_NAMES: ReadonlySet<string> = new Set(EMAIL_REQUESTS)

/**
 * Whether the request is one of the login requests answered through the host's API.
 *
 * @example
 * isEmailRequest('CONNECT_OTP') // true
 */
export const isEmailRequest = (name: FrameRequestName): name is EmailRequestName => EMAIL_REQUEST_NAMES.has(name)

const readString = (request: string, payload: unknown, field: string): string => {
  const value = (payload as Record<string, unknown> | null | undefined)?.[field]
  if (typeof value !== 'string' || value.length === 0 || value.length > 320)
    throw new InvalidPayloadError(request, `${field} must be a non-empty string`)
  return value
}

/** The session's user from the host, with the account address when there is one; NOT_SIGNED_IN clears it. */
async function readUser(
  session: FrameSession,
  { api, account, forget }: FrameHostServices,
  options?: AccountOptions,
): Promise<ApiUser> {
  try {
    const { user } = await api.post<{ user: ApiUser }>('session')
    const key = accountKey(user)
    if (session.email !== key) session.address = undefined
    session.email = key
    session.address ??= await account?.({ email: key }, options)
    return user
  } catch (error) {
    if (error instanceof HostApiError && error.code === 'NOT_SIGNED_IN') {
      session.email = undefined
      session.address = undefined
      forget?.()
    }
    throw error
  }
}

/**
 * Answers a login request (spec section 7) by calling the host's own API, whose session cookie is the
 * login: CONNECT_EMAIL mails a code (`email/request-code`), CONNECT_OTP checks it for that email
 * (`email/verify-code`), GET_USER and IS_CONNECTED read the session, SIGN_OUT revokes it. The API's errors
 * ('Invalid code', 'Please try again after {n} seconds', …) reach the app as they are. Device approval
 * and changing the email are not offered; a signed-in user has no address until the keys land.
 *
 * @throws HostApiError, InvalidPayloadError, NoEmailLoginError, NotOfferedError, NotYetAvailableError
 * @example
 * await handleEmailRequest('CONNECT_EMAIL', { email: 'alice@example.org' }, session, { api })
 * // { action: 'VERIFY_OTP' }
 */
export async function handleEmailRequest(
  name: EmailRequestName,
  payload: unknown,
  session: FrameSession,
  services: FrameHostServices,
): Promise<unknown> {
  const { api } = services
  switch (name) {
    case 'CONNECT_EMAIL': {
      const { email } = await api.post<{ email: string }>('email/request-code', {
        email: readString(name, payload, 'email'),
      })
      session.pendingEmail = email
      return { action: 'VERIFY_OTP' }
    }
    case 'CONNECT_OTP': {
      const code = readString(name, payload, 'otp')
      if (!session.pendingEmail) throw new NoEmailLoginError()
      const { user } = await api.post<{ user: HostUser }>('email/verify-code', { email: session.pendingEmail, code })
      session.pendingEmail = undefined
      session.email = user.email
      session.address = await services.account?.(user)
      return {}
    }
    case 'GET_USER': {
      const user = await readUser(session, services)
      if (!session.address) throw new NotYetAvailableError('The account address')
      return {
        email: user.email ?? undefined,
        ...(user.social?.userName ? { userName: user.social.userName } : {}),
        address: session.address,
        chainId: session.chainId,
        accounts: [{ address: session.address, type: 'eoa' }],
        preferredAccountType: 'eoa',
      }
    }
    case 'IS_CONNECTED':
      try {
        // A question, not a login (the modal asks it at start-up): it never opens the restore panel.
        await readUser(session, services, { quiet: true })
      } catch (error) {
        // No session, or a host with login off (no one can be signed in there): not connected, truly.
        if (error instanceof HostApiError && (error.code === 'NOT_SIGNED_IN' || error.code === 'LOGIN_NOT_CONFIGURED'))
          return { isConnected: false }
        // A session on a device without its key share (its storage was wiped or blocked): no account the
        // app can use here; GET_USER says why.
        if (error instanceof FrameHostError && error.code === 'DEVICE_SHARE_MISSING') return { isConnected: false }
        throw error
      }
      // Connected means an account the app can use: a session without an address is not one yet.
      return { isConnected: session.address !== undefined }
    case 'SIGN_OUT':
      session.pendingEmail = undefined
      session.email = undefined
      session.address = undefined
      services.forget?.()
      await api.post('sign-out')
      return {}
    case 'CONNECT_DEVICE':
      throw new NotOfferedError('Device approval by email')
    case 'UPDATE_EMAIL':
    case 'UPDATE_EMAIL_PRIMARY_OTP':
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      throw new NotOfferedError('Changing the email')
    default: {
      const unknownName: never = name
      throw new InvalidPayloadError(String(unknownName), 'unknown request')
    }
  }
}
