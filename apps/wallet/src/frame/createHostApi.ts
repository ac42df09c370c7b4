import { HostApiError, type FrameHostErrorCode } from './frameHostErrors.js'

/** The host's JSON API as the frame calls it: one POST per route, the answer or a thrown {@link HostApiError}. */
export type HostApi = { post<result>(route: string, body?: unknown): Promise<result> }

export type CreateHostApiParameters = {
  /** The host's origin (the frame page's own: `location.origin`). */
  baseUrl: string
  /** Default the global fetch; tests pass one that carries the cookie and the Origin a browser would. */
  fetch?: typeof globalThis.fetch
}

const UNREACHABLE = 'The wallet host cannot be reached. Please try again shortly'

const readError = (body: unknown): { code: FrameHostErrorCode; message: string } | undefined => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error
  return typeof error?.code === 'string' && typeof error.message === 'string'
    ? { code: error.code as FrameHostErrorCode, message: error.message }
    : undefined
}

/**
 * The frame's client of its own host's API (`POST /api/<route>`, same origin): the browser sends the
 * session cookie and the host's Origin, which the API's CSRF check requires. An error answer becomes a
 * {@link HostApiError} with the API's code and message; no answer becomes `HOST_UNREACHABLE`.
 *
 * @example
 * const api = createHostApi({ baseUrl: location.origin })
 * await api.post('email/request-code', { email: 'alice@example.org' })
 */
export function createHostApi({ baseUrl, fetch = globalThis.fetch }: CreateHostApiParameters): HostApi {
  return {
    async post<result>(route: string, body: unknown = {}): Promise<result> {
      let response: Response
      try {
        response = await fetch(new URL(`/api/${route}`, baseUrl), {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      } catch {
        throw new HostApiError('HOST_UNREACHABLE', UNREACHABLE, 0)
      }
      const answer: unknown = await response.json().catch(() => undefined)
      if (response.ok && answer !== undefined) return answer as result
      const error = readError(answer)
      if (error) throw new HostApiError(error.code, error.message, response.status)
      throw new HostApiError('HOST_UNREACHABLE', UNREACHABLE, response.status)
    },
  }
}
