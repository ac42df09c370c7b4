import type { FrameRequestName } from '@agentry/modal-core/frame'
import { InvalidPayloadError, NotOfferedError, NotSignedInError, NotYetAvailableError } from './frameHostErrors.js'
import { handleEmailRequest, isEmailRequest, type FrameHostServices } from './handleEmailRequest.js'
import { handleSocialRequest } from './handleSocialRequest.js'

/** What the frame remembers for the page that embeds it (memory only: a reload starts over). */
export type FrameSession = {
  chainId: number | string
  themeMode?: string
  themeVariables?: Record<string, unknown>
  dappData?: Record<string, unknown>
  /** The signed-in user's address; none until the keys exist. */
  address?: `0x${string}`
  /** The signed-in user's email (the host's session names it). */
  email?: string
  /** The email a code was last sent to: CONNECT_OTP checks the code for it. */
  pendingEmail?: string
  /** The social login begun by GET_SOCIAL_REDIRECT_URI: its state, and the secret only this frame holds. */
  pendingSocial?: { state: string; secret: string }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const readChainId = (request: string, payload: unknown): number | string => {
  const chainId = isRecord(payload) ? payload.chainId : undefined
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return chainId
  // CAIP-2 references of other namespaces arrive as strings (Solana's genesis hash).
  if (typeof chainId === 'string' && /^[-\w:]{1,64}$/.test(chainId)) return chainId
  throw new InvalidPayloadError(request, 'chainId must be a positive integer or a chain reference')
}

/**
 * Answers one frame request (spec section 7) against the frame's session: returns the `_SUCCESS`
 * payload (a promise for the login requests, which go to the host's API when `services` are given) or
 * throws a {@link FrameHostError} the caller posts as `_ERROR`. Every name in FRAME_REQUESTS has a case, so
 * the app never waits on silence; the `switch` is exhaustive, so a name added to the protocol fails
 * typecheck here until it is answered.
 *
 * @throws NotOfferedError, NotSignedInError, NotYetAvailableError, InvalidPayloadError
 * @example
 * handleFrameRequest('GET_CHAIN_ID', undefined, { chainId: 1 }) // { chainId: 1 }
 */
export function handleFrameRequest(
  name: FrameRequestName,
  payload: unknown,
  session: FrameSession,
  services?: FrameHostServices,
): unknown {
  if (services && isEmailRequest(name)) return handleEmailRequest(name, payload, session, services)
  switch (name) {
    case 'IS_CONNECTED':
      return { isConnected: session.address !== undefined }
    case 'GET_CHAIN_ID':
      return { chainId: session.chainId }
    case 'SWITCH_NETWORK':
      session.chainId = readChainId(name, payload)
      return { chainId: session.chainId }
    case 'GET_USER':
      if (!session.address) throw new NotSignedInError()
      return {
        address: session.address,
        chainId: session.chainId,
        accounts: [{ address: session.address, type: 'eoa' }],
      }
    case 'SIGN_OUT':
      session.address = undefined
      return {}
    case 'SYNC_THEME': {
      if (!isRecord(payload)) throw new InvalidPayloadError(name, 'expected { themeMode, themeVariables }')
      if (typeof payload.themeMode === 'string') session.themeMode = payload.themeMode
      if (isRecord(payload.themeVariables)) session.themeVariables = payload.themeVariables
      return {}
    }
    case 'SYNC_DAPP_DATA':
      if (!isRecord(payload)) throw new InvalidPayloadError(name, 'expected an object')
      session.dappData = payload
      return {}
    case 'RELOAD':
      return {}
    // No network has smart accounts on this host: an empty list is the true answer, and the client keeps it.
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return { smartAccountEnabledNetworks: [] }
    case 'INIT_SMART_ACCOUNT':
    case 'SET_PREFERRED_ACCOUNT':
      throw new NotOfferedError('Smart accounts')
    case 'CONNECT_SOCIAL':
    case 'GET_SOCIAL_REDIRECT_URI':
      if (services) return handleSocialRequest(name, payload, session, services)
      throw new NotOfferedError('Social login')
    case 'CONNECT_FARCASTER':
      throw new NotOfferedError('Farcaster login')
    // Only a frame without the host's API (tested on its own) gets here.
    case 'CONNECT_EMAIL':
    case 'CONNECT_DEVICE':
    case 'CONNECT_OTP':
    case 'UPDATE_EMAIL':
    case 'UPDATE_EMAIL_PRIMARY_OTP':
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      throw new NotYetAvailableError('Email login')
    case 'EXPORT_WALLET':
      if (!session.address) throw new NotSignedInError()
      if (services?.exportWallet) return services.exportWallet(session)
      throw new NotYetAvailableError('Export')
    case 'RPC_REQUEST':
      if (!session.address) throw new NotSignedInError()
      if (services?.rpc) return services.rpc(payload, session)
      throw new NotYetAvailableError('Signing')
    default: {
      const unknownName: never = name
      throw new InvalidPayloadError(String(unknownName), 'unknown request')
    }
  }
}
