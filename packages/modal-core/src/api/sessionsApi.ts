import { isRecord, type ApiContext } from './apiContext.js'

/**
 * A session granted to an app (its permission context identifier `pci`). The spec does not show the
 * answer of `GET /v1/sessions/{address}`: this client takes a JSON array of objects that each carry a
 * string `pci`, and keeps their other fields as given.
 */
export type HostedSession = { [field: string]: unknown; pci: string }

export type RevokeSessionParameters = {
  /** The permission context identifier of the session. */
  pci: string
  /** The account's signature authorising the revocation (hex). */
  signature: string
}

export type SessionsApi = {
  /** The sessions of an address. */
  getSessions(address: string): Promise<HostedSession[]>
  /** Revokes one session; any successful JSON answer counts as done (the spec does not show it). */
  revokeSession(address: string, parameters: RevokeSessionParameters): Promise<void>
}

const isSession = (value: unknown): value is HostedSession => isRecord(value) && typeof value.pci === 'string'

/**
 * Sessions of the Blockchain API (spec section 7, `/v1/sessions/{address}`).
 *
 * @example
 * const { getSessions, revokeSession } = createSessionsApi(createApiContext({ baseUrl, projectId, sdkVersion }))
 * const [session] = await getSessions(address)
 * if (session) await revokeSession(address, { pci: session.pci, signature })
 */
export function createSessionsApi(context: ApiContext): SessionsApi {
  return {
    async getSessions(address) {
      const body = await context.get(`/v1/sessions/${encodeURIComponent(address)}`)
      if (!Array.isArray(body) || !body.every(isSession)) throw context.malformed('/v1/sessions')
      return body
    },
    async revokeSession(address, { pci, signature }) {
      await context.post(`/v1/sessions/${encodeURIComponent(address)}/revoke`, { pci, signature })
    },
  }
}
