import { FrameHostError, InvalidPayloadError, NotYetAvailableError } from './frameHostErrors.js'
import { accountKey, type ApiUser, type FrameHostServices } from './handleEmailRequest.js'
import type { FrameSession } from './handleFrameRequest.js'

/** Where the host sends the popup back: the dapp's origin with this fragment naming the flow's state. */
const RETURN_PARAMETER = 'agentry-wallet-social'

/**
 * CONNECT_SOCIAL came without a login begun in this frame (or for another one): 'No social login in
 * progress: start the login again'.
 *
 * @example
 * throw new NoSocialLoginError()
 */
export class NoSocialLoginError extends FrameHostError {
  override name = 'NoSocialLoginError'
  constructor() {
    super('NO_SOCIAL_LOGIN', 'No social login in progress: start the login again')
  }
}

const readField = (request: string, payload: unknown, field: string, max: number): string => {
  const value = (payload as Record<string, unknown> | null | undefined)?.[field]
  if (typeof value !== 'string' || value.length === 0 || value.length > max)
    throw new InvalidPayloadError(request, `${field} must be a non-empty string`)
  return value
}

/** The flow's state from the URL the popup came back to, when that is the dapp's origin and our fragment. */
const returnedState = (uri: string, parentOrigin: string | undefined): string | undefined => {
  try {
    const url = new URL(uri)
    if (url.origin !== parentOrigin) return undefined
    return new URLSearchParams(url.hash.slice(1)).get(RETURN_PARAMETER) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The social login's two requests (spec section 7), through the host's API:
 *
 * - GET_SOCIAL_REDIRECT_URI `{ provider }`: `social/begin` records the flow on the host; the frame keeps
 *   its state and secret and answers `{ uri }`, the host's start page, which the modal opens in its popup.
 *   A provider the host has no credentials for is `SOCIAL_PROVIDER_NOT_CONFIGURED`.
 * - CONNECT_SOCIAL `{ uri }`: the URL the popup came back to (the dapp's origin, `#agentry-wallet-social=`
 *   the state); `social/complete` with the secret gives this frame the session, then the wallet is
 *   unlocked or created as after an email login. Answers the user as GET_USER does.
 *
 * @throws HostApiError, InvalidPayloadError, NoSocialLoginError
 * @example
 * const { uri } = await handleSocialRequest('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }, session, services)
 */
export async function handleSocialRequest(
  name: 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL',
  payload: unknown,
  session: FrameSession,
  services: FrameHostServices,
): Promise<unknown> {
  if (name === 'GET_SOCIAL_REDIRECT_URI') {
    const provider = readField(name, payload, 'provider', 32)
    const { uri, secret } = await services.api.post<{ uri: string; secret: string }>('social/begin', {
      provider,
      returnTo: services.parentOrigin,
    })
    const state = new URL(uri).searchParams.get('state')
    if (!state) throw new InvalidPayloadError(name, 'the host answered no state')
    session.pendingSocial = { state, secret }
    return { uri }
  }
  const pending = session.pendingSocial
  const state = returnedState(readField(name, payload, 'uri', 4096), services.parentOrigin)
  if (!pending || state !== pending.state) throw new NoSocialLoginError()
  const { user } = await services.api.post<{ user: ApiUser }>('social/complete', pending).catch((error: unknown) => {
    // A flow the host calls pending can still finish; any other answer ends it.
    if (!(error instanceof FrameHostError && error.code === 'SOCIAL_LOGIN_PENDING')) session.pendingSocial = undefined
    throw error
  })
  session.pendingSocial = undefined
  const key = accountKey(user)
  if (session.email !== key) session.address = undefined
  session.email = key
  session.address ??= await services.account?.({ email: key })
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
