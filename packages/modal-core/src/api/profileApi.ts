import { isRecord, type ApiContext } from './apiContext.js'

/** A registered account name (spec section 7, `/v1/profile/account/{name}`). */
export type AccountName = {
  name: string
  /** Addresses by coin type (decimal string), as the service keeps them. */
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

export type NameSuggestion = { name: string; registered: boolean }

export type RegisterNameParameters = {
  /** `(2147483648 | chainId) >>> 0`, as a number. */
  coinType: number
  address: string
  /** The signed JSON message `{ name, attributes, timestamp }`. */
  message: string
  signature: string
}

export type ProfileApi = {
  /** The name's record, or undefined when nobody registered it. */
  resolveName(name: string): Promise<AccountName | undefined>
  /** The names registered for an address. */
  getNamesForAddress(address: string): Promise<AccountName[]>
  /** Names like `name` in `zone`, with whether each is taken. */
  getNameSuggestions(parameters: { name: string; zone: string }): Promise<NameSuggestion[]>
  /** Registers a name for an address with the signed message. */
  registerName(parameters: RegisterNameParameters): Promise<void>
}

const isAccountName = (value: unknown): value is AccountName =>
  isRecord(value) && typeof value.name === 'string' && isRecord(value.addresses)
const normalise = (value: AccountName): AccountName => ({
  name: value.name,
  addresses: value.addresses,
  attributes: isRecord(value.attributes) ? (value.attributes as Record<string, string>) : {},
})

/**
 * The account-name ("profile") calls of the Blockchain API (spec section 7).
 *
 * @example
 * const { getNameSuggestions } = createProfileApi(context)
 * await getNameSuggestions({ name: 'alice', zone: 'reown.id' })
 */
export function createProfileApi(context: ApiContext): ProfileApi {
  return {
    async resolveName(name) {
      try {
        const body = await context.get(`/v1/profile/account/${encodeURIComponent(name)}`, { apiVersion: '2' })
        if (!isAccountName(body)) throw context.malformed('/v1/profile/account')
        return normalise(body)
      } catch (error) {
        // A name nobody holds is an answer, not a failure.
        if (error instanceof Error && 'status' in error && error.status === 404) return undefined
        throw error
      }
    },
    async getNamesForAddress(address) {
      const body = await context.get(`/v1/profile/reverse/${encodeURIComponent(address)}`, {
        sender: address,
        apiVersion: '2',
      })
      if (!Array.isArray(body) || !body.every(isAccountName)) throw context.malformed('/v1/profile/reverse')
      return (body as AccountName[]).map(normalise)
    },
    async getNameSuggestions({ name, zone }) {
      const body = await context.get(`/v1/profile/suggestions/${encodeURIComponent(name)}`, { zone })
      const list = isRecord(body) ? body.suggestions : undefined
      if (!Array.isArray(list) || !list.every((item) => isRecord(item) && typeof item.name === 'string'))
        throw context.malformed('/v1/profile/suggestions')
      return (list as Record<string, unknown>[]).map((item) => ({
        name: item.name as string,
        registered: item.registered === true,
      }))
    },
    async registerName({ coinType, address, message, signature }) {
      await context.post('/v1/profile/account', { coin_type: coinType, address, message, signature })
    },
  }
}
