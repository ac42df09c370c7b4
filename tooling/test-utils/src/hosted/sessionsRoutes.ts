import { expectBody, Refusal, type Route } from './routeService.js'

/** A session as the stand-in answers it; the spec does not show the answer, so only `pci` is promised. */
export type ServiceSession = { pci: string; [field: string]: unknown }

export type SessionsRoutesOptions = {
  /** Sessions by address. Revoking removes one. */
  sessions?: Record<string, ServiceSession[]>
}

/**
 * Sessions and their revocation (spec section 7, `/v1/sessions/{address}`). Revoke takes exactly
 * `{ pci, signature }` with a hex signature and a pci the address holds (else 404); it answers
 * `{ success: true }`.
 *
 * @example
 * const routes = sessionsRoutes({ sessions: { '0xabc': [{ pci: 'pci-1' }] } })
 */
export function sessionsRoutes(options: SessionsRoutesOptions): Route[] {
  const sessions = new Map(Object.entries(options.sessions ?? {}).map(([address, list]) => [address, [...list]]))
  return [
    {
      pattern: /^\/v1\/sessions\/([^/]+)$/,
      method: 'GET',
      query: [],
      answer: ([, address]) => sessions.get(decodeURIComponent(address!)) ?? [],
    },
    {
      pattern: /^\/v1\/sessions\/([^/]+)\/revoke$/,
      method: 'POST',
      query: [],
      answer: ([, encoded], __, body) => {
        const { pci, signature } = expectBody(body, ['pci', 'signature'])
        if (typeof pci !== 'string' || typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
          throw new Refusal(400, 'body must be { pci, signature: 0x… }')
        const address = decodeURIComponent(encoded!)
        const list = sessions.get(address) ?? []
        const index = list.findIndex((session) => session.pci === pci)
        if (index < 0) throw new Refusal(404, `no session ${pci}`)
        list.splice(index, 1)
        return { success: true }
      },
    },
  ]
}
