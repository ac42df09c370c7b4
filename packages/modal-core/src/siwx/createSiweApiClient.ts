import { BaseError as SharedBaseError } from '@agentry/sign-client/errors'
import { SessionFetchError, VerifyMessageError } from '../errors/siwxErrors.js'
import { logQuietly } from '../utils/log.js'
import { isValidSession } from './isValidSession.js'
import type { SiwxSession } from '../options/siwxConfig.js'

export type CreateSiweApiClientParameters = {
  /** Where the auth routes live; relative to the page or absolute. */
  baseUrl?: string
  fetch?: typeof globalThis.fetch
  /**
   * How long one call may take, answer and body included (default 10 000 ms). A server that never
   * answers must not hold the modal: an unread session counts as none, the other calls fail.
   */
  timeoutMs?: number
}

export type SiweApiClient = {
  getNonce: () => Promise<string>
  getSession: () => Promise<SiwxSession | null>
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
}

/**
 * What the product server answered when it refused a call: its `{ error: { code, message } }` body
 * (for example `NONCE_INVALID`, `RATE_LIMITED`) and the HTTP status. It is the `cause` of the
 * {@link VerifyMessageError} a refused login throws, so a program can tell the reasons apart.
 *
 * @example
 * try { await api.verifyMessage({ message, signature }) } catch (error) {
 *   const refusal = error instanceof Error ? error.cause : undefined
 *   if (refusal instanceof SiweServerError && refusal.code === 'RATE_LIMITED') showLater()
 * }
 */
export class SiweServerError extends SharedBaseError<string> {
  override name = 'SiweServerError'
  readonly status: number
  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super(message, { code })
    this.status = status
  }
}

export const DEFAULT_SIWE_API_TIMEOUT_MS = 10_000

/** The server's refusal as sent (`{ error: { code, message } }`), or `HTTP_<status>` with the body's text. */
async function readRefusal(response: Response): Promise<SiweServerError> {
  const text = await response.text().catch(() => '')
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      return new SiweServerError({ status: response.status, code: error.code, message: error.message })
    }
  } catch {
    // not JSON (a proxy's error page): its text is the message
  }
  return new SiweServerError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: text.slice(0, 200) || `HTTP ${response.status}`,
  })
}

/**
 * The sign-in hooks for the product server (spec section 7): `GET {base}/nonce`, `GET {base}/session`,
 * `POST {base}/login` with `{ message, signature }`, `GET {base}/logout`, all with same-origin cookies.
 * Every call is bounded by `timeoutMs`. A session that cannot be read ('Network response was not ok')
 * counts as none. A refused login is a `VerifyMessageError` whose `cause` is the server's
 * {@link SiweServerError} (its code and message).
 *
 * @example
 * const api = createSiweApiClient({ baseUrl: '/auth' })
 * const siwx = createSiweConfig({ ...api, onSignIn: () => location.reload() })
 */
export function createSiweApiClient(parameters: CreateSiweApiClientParameters = {}): SiweApiClient {
  const base = (parameters.baseUrl ?? '/auth').replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? DEFAULT_SIWE_API_TIMEOUT_MS
  // The signal also bounds reading the body: a server that sends headers and then stalls is cut too.
  const call = (path: string, init?: RequestInit) =>
    (parameters.fetch ?? globalThis.fetch)(`${base}${path}`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
      ...init,
    })
  const failure = (what: string, error: unknown) =>
    error instanceof Error && error.name === 'TimeoutError' ? `${what}: no answer within ${timeoutMs} ms` : undefined

  return {
    async getNonce() {
      try {
        const response = await call('/nonce')
        if (!response.ok) {
          const refusal = await readRefusal(response)
          throw new SessionFetchError({ details: `GET ${base}/nonce: ${refusal.shortMessage}`, cause: refusal })
        }
        const body = (await response.json()) as { nonce?: unknown }
        if (typeof body.nonce !== 'string') throw new SessionFetchError({ details: `GET ${base}/nonce: no nonce` })
        return body.nonce
      } catch (error) {
        if (error instanceof SessionFetchError) throw error
        throw new SessionFetchError({ details: failure(`GET ${base}/nonce`, error), cause: error })
      }
    },
    async getSession() {
      try {
        const response = await call('/session')
        if (!response.ok) throw new SessionFetchError({ details: `GET ${base}/session: HTTP ${response.status}` })
        const body = (await response.json()) as { siwe?: unknown } | null
        return isValidSession(body?.siwe) ? { address: body.siwe.address, chainId: body.siwe.chainId } : null
      } catch (error) {
        logQuietly(
          'SESSION_FETCH_FAILED',
          error instanceof SessionFetchError
            ? error
            : new SessionFetchError({ details: failure(`GET ${base}/session`, error), cause: error }),
        )
        return null
      }
    },
    async verifyMessage({ message, signature }) {
      let response: Response
      try {
        response = await call('/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message, signature }),
        })
      } catch (error) {
        throw new VerifyMessageError({ details: failure(`POST ${base}/login`, error), cause: error })
      }
      if (!response.ok) {
        const refusal = await readRefusal(response)
        throw new VerifyMessageError({ details: refusal.shortMessage, cause: refusal })
      }
      await response.body?.cancel().catch(() => undefined)
      return true
    },
    async signOut() {
      try {
        const response = await call('/logout')
        await response.body?.cancel().catch(() => undefined)
      } catch (error) {
        throw new SessionFetchError({ details: failure(`GET ${base}/logout`, error), cause: error })
      }
    },
  }
}
