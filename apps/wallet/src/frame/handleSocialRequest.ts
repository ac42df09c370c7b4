import { FrameHostError, InvalidPayloadError, NotYetAvailableError } from './frameHostErrors.js'
import { accountKey, type ApiUser, type FrameHostServices } from './handleEmailRequest.js'
import type { FrameSession } from './handleFrameRequest.js'

/** Where the host sends the popup back: the dapp's origin with this fragment naming the flow's state. */
const RETURN_PARAMETER = 'agentry-wallet-social'
/** What the host's callback page posts to the opener's frames (`src/server/social/socialPages.ts`). */
const SOCIAL_PROOF_MESSAGE = 'agentry-wallet/SOCIAL_PROOF'

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
 *   the state); `social/complete` with the secret, and the proof the host's callback page posted to this
 *   frame from the popup, gives this frame the session; then the wallet is unlocked or created as after an
 *   email login. Answers the user as GET_USER does.
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
  const proof = await services.socialProofs?.take(pending.state)
  const body = { ...pending, ...(proof ? { proof } : {}) }
  const { user } = await services.api.post<{ user: ApiUser }>('social/complete', body).catch((error: unknown) => {
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

/** The proofs the host's callback page posted to this frame, by flow state. */
export type SocialProofInbox = {
  /** The proof for `state`, waiting up to `timeoutMs` for it to arrive; undefined when none came. */
  take(state: string, timeoutMs?: number): Promise<string | undefined>
}

/**
 * Listens for the proof the host's callback page (in the popup this frame's page opened) posts to the
 * host's frames of its opener: only messages from this frame's own origin, in the expected shape.
 *
 * @example
 * const socialProofs = listenForSocialProofs(window, location.origin)
 */
export function listenForSocialProofs(
  target: { addEventListener(type: 'message', listener: (event: MessageEvent) => void): void },
  ownOrigin: string,
): SocialProofInbox {
  const proofs = new Map<string, string>()
  const waiting = new Map<string, (proof: string) => void>()
  target.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== ownOrigin) return
    const data = event.data as { type?: unknown; state?: unknown; proof?: unknown } | null
    if (data?.type !== SOCIAL_PROOF_MESSAGE || typeof data.state !== 'string' || typeof data.proof !== 'string') return
    if (data.state.length > 128 || data.proof.length > 128) return
    proofs.set(data.state, data.proof)
    waiting.get(data.state)?.(data.proof)
  })
  return {
    take(state, timeoutMs = 3000) {
      const known = proofs.get(state)
      if (known !== undefined) {
        proofs.delete(state)
        return Promise.resolve(known)
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(state)
          resolve(undefined)
        }, timeoutMs)
        waiting.set(state, (proof) => {
          clearTimeout(timer)
          waiting.delete(state)
          proofs.delete(state)
          resolve(proof)
        })
      })
    },
  }
}
