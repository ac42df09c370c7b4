import { isAddress, verifyMessage } from 'viem'
import { expectBody, Refusal, type Route } from './routeService.js'

export type ServiceAccountName = {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

export type ProfileRoutesOptions = {
  /** The zone names are registered in (the suffix after the label). Default 'reown.id'. */
  nameZone?: string
  /** Names already registered. The stand-in adds the ones it registers. */
  names?: ServiceAccountName[]
}

/** A refusal carrying the service's `reasons`, as the hosted API explains them. */
class ReasonedRefusal extends Refusal {
  constructor(status: number, description: string) {
    super(status, description, { reasons: [{ field: 'name', description }] })
  }
}

/**
 * Account-name routes (spec section 7, `/v1/profile/*`). Registration checks for real: the message is
 * JSON `{ name, attributes, timestamp }` for a name in the zone, signed by `address` (verified with
 * viem), recent, and the name free; refusals carry `reasons: [{ description }]`.
 *
 * @example
 * const routes = profileRoutes({ nameZone: 'reown.id' })
 */
export function profileRoutes(options: ProfileRoutesOptions): Route[] {
  const zone = options.nameZone ?? 'reown.id'
  const names = new Map((options.names ?? []).map((entry) => [entry.name, entry]))
  return [
    {
      pattern: /^\/v1\/profile\/account\/([^/]+)$/,
      method: 'GET',
      query: ['apiVersion'],
      answer: ([, name], query) => {
        if (query.apiVersion !== '2') throw new Refusal(400, 'apiVersion must be 2')
        const entry = names.get(decodeURIComponent(name!))
        if (!entry) throw new ReasonedRefusal(404, 'Name not found')
        return entry
      },
    },
    {
      pattern: /^\/v1\/profile\/reverse\/([^/]+)$/,
      method: 'GET',
      query: ['sender', 'apiVersion'],
      answer: ([, address], query) => {
        if (query.apiVersion !== '2' || !query.sender) throw new Refusal(400, 'sender and apiVersion 2 are required')
        const wanted = decodeURIComponent(address!).toLowerCase()
        return [...names.values()].filter((entry) =>
          Object.values(entry.addresses).some((value) => value.address.toLowerCase() === wanted),
        )
      },
    },
    {
      pattern: /^\/v1\/profile\/suggestions\/([^/]+)$/,
      method: 'GET',
      query: ['zone'],
      answer: ([, label], query) => {
        if (query.zone !== zone) throw new Refusal(400, `zone must be ${zone}`)
        const base = decodeURIComponent(label!).replace(new RegExp(`\\.${zone.replace('.', '\\.')}$`), '')
        return {
          suggestions: [base, `${base}1`, `${base}-app`].map((candidate) => ({
            name: `${candidate}.${zone}`,
            registered: names.has(`${candidate}.${zone}`),
          })),
        }
      },
    },
    {
      pattern: /^\/v1\/profile\/account$/,
      method: 'POST',
      query: [],
      answer: async (_, __, body) => {
        const {
          coin_type: coinType,
          address,
          message,
          signature,
        } = expectBody(body, ['coin_type', 'address', 'message', 'signature'])
        if (!Number.isInteger(coinType) || (coinType as number) < 0x80000000)
          throw new Refusal(400, 'coin_type must be an EVM coin type')
        if (
          typeof address !== 'string' ||
          !isAddress(address) ||
          typeof message !== 'string' ||
          typeof signature !== 'string' ||
          !/^0x[0-9a-fA-F]+$/.test(signature)
        ) {
          throw new Refusal(400, 'address, message and signature must be strings')
        }
        let parsed: { name?: unknown; attributes?: unknown; timestamp?: unknown }
        try {
          parsed = JSON.parse(message) as typeof parsed
        } catch {
          throw new ReasonedRefusal(400, 'Message is not JSON')
        }
        const { name, timestamp } = parsed
        if (typeof name !== 'string' || !name.endsWith(`.${zone}`))
          throw new ReasonedRefusal(400, `Name must end with .${zone}`)
        if (typeof timestamp !== 'number' || Math.abs(Date.now() / 1000 - timestamp) > 600)
          throw new ReasonedRefusal(400, 'Message timestamp is not recent (seconds expected)')
        if (!(await verifyMessage({ address, message, signature: signature as `0x${string}` })))
          throw new ReasonedRefusal(401, 'Invalid signature')
        if (names.has(name)) throw new ReasonedRefusal(409, 'Name is already registered')
        names.set(name, { name, addresses: { [String(coinType)]: { address } }, attributes: {} })
        return { success: true }
      },
    },
  ]
}
