import {
  browserSupportsWebAuthn,
  bufferToBase64URLString,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import type { HostApi } from './createHostApi.js'
import { FrameHostError } from './frameHostErrors.js'
import { accountKey, type ApiUser, type HostUser } from './handleEmailRequest.js'
import { PasskeyCancelledError, PasskeyUnsupportedError } from './passkeyErrors.js'

/** The PRF input: one fixed salt per host version, so the same passkey gives the same key on every device. */
const PRF_SALT = new TextEncoder().encode('agentry-wallet/passkey-prf/v1'.padEnd(32, '.'))

/** The PRF output, when the authenticator gave one (32 bytes): the frame derives the recovery key from it. */
type PrfOutput = Uint8Array | undefined

const prfInput = { prf: { eval: { first: PRF_SALT } } }

const prfOf = (response: { clientExtensionResults: unknown }): PrfOutput => {
  const first = (response.clientExtensionResults as { prf?: { results?: { first?: BufferSource } } }).prf?.results
    ?.first
  if (!first) return undefined
  return first instanceof ArrayBuffer
    ? new Uint8Array(first)
    : new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
}

/** The PRF output never leaves the frame: the host gets the credential without its extension results. */
const withoutPrf = <response extends { clientExtensionResults: object }>(response: response): response => {
  const { prf: _prf, ...rest } = response.clientExtensionResults as Record<string, unknown>
  return { ...response, clientExtensionResults: rest }
}

/** The browser's refusals as the frame's errors; anything else (a host error) as it is. */
const asPasskeyError = (error: unknown): unknown => {
  if (error instanceof FrameHostError) return error
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyCancelledError()
  // SecurityError: a frame without the publickey-credentials permission, or an origin that is not the RP's.
  if (name === 'SecurityError' || name === 'NotSupportedError') return new PasskeyUnsupportedError()
  return error
}

const requireWebAuthn = () => {
  if (!browserSupportsWebAuthn()) throw new PasskeyUnsupportedError()
}

/**
 * Adds a passkey to the signed-in user (the host's `passkey/register/*` routes), asking the authenticator
 * for the PRF extension. With PRF it returns the output for the salt (at creation, or from one more
 * assertion with the new passkey when the authenticator gives it only on use).
 *
 * @throws PasskeyUnsupportedError, PasskeyCancelledError, HostApiError
 * @example
 * const { prf } = await registerPasskey(api)
 * if (prf) await wallet.protectWithPasskey(email, await recoveryKeyFromPrf(prf))
 */
export async function registerPasskey(api: HostApi): Promise<{ id: string; prf: PrfOutput }> {
  requireWebAuthn()
  try {
    const { options } = await api.post<{ options: PublicKeyCredentialCreationOptionsJSON }>('passkey/register/options')
    const response: RegistrationResponseJSON = await startRegistration({
      optionsJSON: { ...options, extensions: { ...options.extensions, ...prfInput } as never },
    })
    const { passkey } = await api.post<{ passkey: { id: string } }>('passkey/register/verify', {
      response: withoutPrf(response),
    })
    let prf = prfOf(response)
    const enabled = (response.clientExtensionResults as { prf?: { enabled?: boolean } }).prf?.enabled
    if (!prf && enabled) {
      // Many authenticators evaluate PRF only on an assertion: one more, locally, with the new passkey.
      const assertion = await startAuthentication({
        optionsJSON: {
          challenge: bufferToBase64URLString(crypto.getRandomValues(new Uint8Array(32)).buffer),
          rpId: options.rp.id,
          allowCredentials: [{ id: passkey.id, type: 'public-key' }],
          userVerification: 'required',
          extensions: prfInput as never,
        },
      })
      prf = prfOf(assertion)
    }
    return { id: passkey.id, prf }
  } catch (error) {
    throw asPasskeyError(error)
  }
}

/**
 * Logs in with a discoverable passkey alone (`passkey/login/*`): the host opens a session, as a checked
 * email code does. Returns the user and, when the authenticator supports PRF, its output for the salt.
 *
 * @throws PasskeyUnsupportedError, PasskeyCancelledError, HostApiError (PASSKEY_UNKNOWN, …)
 * @example
 * const { user, prf } = await loginWithPasskey(api)
 */
export async function loginWithPasskey(api: HostApi): Promise<{ user: HostUser; prf: PrfOutput }> {
  requireWebAuthn()
  try {
    const { options } = await api.post<{ options: PublicKeyCredentialRequestOptionsJSON }>('passkey/login/options')
    const response: AuthenticationResponseJSON = await startAuthentication({
      optionsJSON: { ...options, extensions: { ...options.extensions, ...prfInput } as never },
    })
    const { user } = await api.post<{ user: ApiUser }>('passkey/login/verify', { response: withoutPrf(response) })
    // The frame keys a wallet by the email, or by a social login's user's accountId.
    return { user: { email: accountKey(user) }, prf: prfOf(response) }
  } catch (error) {
    throw asPasskeyError(error)
  }
}
