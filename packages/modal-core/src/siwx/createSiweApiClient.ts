import { SessionFetchError, VerifyMessageError } from '../errors/siwxErrors.js'
import { logQuietly } from '../utils/log.js'
import { isValidSession } from './isValidSession.js'
import type { SiwxSession } from '../options/siwxConfig.js'

export type CreateSiweApiClientParameters = {
  /** Where the auth routes live; relative to the page or absolute. */
  baseUrl?: string
  fetch?: typeof globalThis.fetch
}

export type SiweApiClient = {
  getNonce: () => Promise<string>
  getSession: () => Promise<SiwxSession | null>
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<void>
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const text = await response.text()
    try {
      const body = JSON.parse(text) as { message?: unknown; error?: unknown }
      const message = body.message ?? body.error
      if (typeof message === 'string') return message
    } catch {
      // not JSON: the text itself is the message
    }
    return text || undefined
  } catch {
    return undefined
  }
}

/**
 * The sign-in hooks for the product server (spec section 7): `GET {base}/nonce`, `GET {base}/session`,
 * `POST {base}/login` with `{ message, signature }`, `GET {base}/logout`, all with same-origin cookies.
 * A session that cannot be read ('Network response was not ok') counts as none.
 *
 * @example
 * const api = createSiweApiClient({ baseUrl: '/auth' })
 * const siwx = createSiweConfig({ ...api, onSignIn: () => location.reload() })
 */
export function createSiweApiClient(parameters: CreateSiweApiClientParameters = {}): SiweApiClient {
  const base = (parameters.baseUrl ?? '/auth').replace(/\/+$/, '')
  const call = (path: string, init?: RequestInit) =>
    (parameters.fetch ?? globalThis.fetch)(`${base}${path}`, { credentials: 'same-origin', ...init })

  return {
    async getNonce() {
      const response = await call('/nonce')
      if (!response.ok) throw new SessionFetchError({ details: `GET ${base}/nonce: HTTP ${response.status}` })
      const body = (await response.json()) as { nonce?: unknown }
      if (typeof body.nonce !== 'string') throw new SessionFetchError({ details: `GET ${base}/nonce: no nonce` })
      return body.nonce
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
          error instanceof SessionFetchError ? error : new SessionFetchError({ cause: error }),
        )
        return null
      }
    },
    async verifyMessage({ message, signature }) {
      const response = await call('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      if (!response.ok) throw new VerifyMessageError({ details: await serverMessage(response) })
      return true
    },
    async signOut() {
      await call('/logout')
    },
  }
}
