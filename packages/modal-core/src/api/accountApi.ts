import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetworkId } from '../caip/types.js'
import { identityCache, portfolioCache, type Identity } from '../storage/caches.js'
import { isRecord, type ApiContext } from './apiContext.js'

export type TokenPrice = { name: string; symbol: string; iconUrl: string; price: number }

export type AccountApi = {
  /** Name and avatar of an address, cached 5 minutes. */
  fetchIdentity(parameters: { address: string }): Promise<Identity>
  /** Token balances in USD, cached 30 s; tokens with decimals '0' are left out; [] on an unsupported network. */
  getBalances(parameters: {
    address: string
    caipNetworkId: CaipNetworkId
    forceUpdate?: string
  }): Promise<TokenBalance[]>
  /** USD prices of tokens (`caipNetworkId:address` or the native symbol's id). */
  fetchTokenPrices(parameters: { addresses: string[] }): Promise<TokenPrice[]>
}

const isTokenBalance = (value: unknown): value is TokenBalance =>
  isRecord(value) &&
  typeof value.symbol === 'string' &&
  isRecord(value.quantity) &&
  typeof value.quantity.decimals === 'string' &&
  typeof value.quantity.numeric === 'string'

/**
 * Identity, balances and prices of the Blockchain API.
 *
 * @example
 * const { getBalances } = createAccountApi(createApiContext({ baseUrl, projectId, sdkVersion }))
 */
export function createAccountApi(context: ApiContext): AccountApi {
  return {
    async fetchIdentity({ address }) {
      const cached = identityCache.get(address)
      if (cached) return cached
      const body = await context.get(`/v1/identity/${encodeURIComponent(address)}`, { sender: address })
      if (!isRecord(body)) throw context.malformed('/v1/identity')
      const identity = {
        name: typeof body.name === 'string' ? body.name : null,
        avatar: typeof body.avatar === 'string' ? body.avatar : null,
      }
      identityCache.set(address, identity)
      return identity
    },
    async getBalances({ address, caipNetworkId, forceUpdate }) {
      if (!(await context.isSupported(caipNetworkId))) return []
      const key = `${caipNetworkId}:${address}`
      const cached = forceUpdate ? undefined : portfolioCache.get(key)
      if (cached) return cached
      const body = await context.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
        currency: 'usd',
        chainId: caipNetworkId,
        forceUpdate,
      })
      if (!isRecord(body) || !Array.isArray(body.balances) || !body.balances.every(isTokenBalance))
        throw context.malformed('/v1/account/balance')
      // Spec section 5: tokens with decimals '0' are left out of balances.
      const balances = (body.balances as TokenBalance[]).filter((token) => token.quantity.decimals !== '0')
      portfolioCache.set(key, balances)
      return balances
    },
    async fetchTokenPrices({ addresses }) {
      const body = await context.post('/v1/fungible/price', {
        currency: 'usd',
        addresses,
        projectId: context.projectId,
      })
      if (!isRecord(body) || !Array.isArray(body.fungibles)) throw context.malformed('/v1/fungible/price')
      return body.fungibles as TokenPrice[]
    },
  }
}
