import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetworkId } from '../caip/types.js'
import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { identityCache, portfolioCache, type Identity } from '../storage/caches.js'
import { logQuietly } from '../utils/log.js'
import { requestJson } from './requestJson.js'

/** The `st` query parameter: which SDK is calling. */
export const BLOCKCHAIN_API_SDK_TYPE = 'agentry'

export type CreateBlockchainApiClientParameters = {
  /** The service's base URL (configurable; no default host is built in). */
  baseUrl: string
  projectId: string
  /** The `sv` query parameter. Default 'modal-core'. */
  sdkVersion?: string
  fetch?: typeof globalThis.fetch
}

export type SupportedChains = { http: CaipNetworkId[]; ws: CaipNetworkId[] }

export type BlockchainApiClient = {
  /** The networks the service serves (read once; a failure counts as none, so nothing else is called). */
  getSupportedChains(): Promise<SupportedChains>
  /** Name and avatar of an address, cached 5 minutes. */
  fetchIdentity(parameters: { address: string }): Promise<Identity>
  /** Token balances in USD, cached 30 s; tokens with decimals '0' are left out; [] on an unsupported network. */
  getBalances(parameters: { address: string; caipNetworkId: CaipNetworkId; forceUpdate?: string }): Promise<TokenBalance[]>
  /** USD prices of tokens (`caipNetworkId:address` or the native symbol's id). */
  fetchTokenPrices(parameters: { addresses: string[] }): Promise<{ name: string; symbol: string; iconUrl: string; price: number }[]>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')
const isTokenBalance = (value: unknown): value is TokenBalance =>
  isRecord(value) && typeof value.symbol === 'string' && isRecord(value.quantity) && typeof value.quantity.decimals === 'string' && typeof value.quantity.numeric === 'string'

/**
 * The client of the hosted Blockchain API (spec section 7). Every call carries `st` and `sv`; GET calls
 * also `projectId`. A non-OK answer is 'HTTP status code: {n}'; an answer of another shape 'Network
 * request failed'. Calls for a network the service does not list are skipped with empty results.
 *
 * @example
 * const api = createBlockchainApiClient({ baseUrl: 'https://rpc.example.org', projectId })
 * const balances = await api.getBalances({ address, caipNetworkId: 'eip155:1' })
 */
export function createBlockchainApiClient({ baseUrl, projectId, sdkVersion = 'modal-core', fetch }: CreateBlockchainApiClientParameters): BlockchainApiClient {
  const url = (path: string, query: Record<string, string | undefined>, withProjectId: boolean) => {
    const target = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    target.searchParams.set('st', BLOCKCHAIN_API_SDK_TYPE)
    target.searchParams.set('sv', sdkVersion)
    if (withProjectId) target.searchParams.set('projectId', projectId)
    for (const [key, value] of Object.entries(query)) if (value !== undefined) target.searchParams.set(key, value)
    return target
  }
  const get = (path: string, query: Record<string, string | undefined> = {}) => requestJson({ url: url(path, query, true), method: 'GET', fetch })
  const post = (path: string, body: unknown) => requestJson({ url: url(path, {}, false), method: 'POST', body, fetch })
  const malformed = (path: string) => new RpcRequestError({ method: path, details: 'the answer is not of the documented shape' })
  let supported: Promise<SupportedChains> | undefined

  const client: BlockchainApiClient = {
    getSupportedChains() {
      supported ??= get('/v1/supported-chains')
        .then((body) => {
          if (!isRecord(body) || !isStringList(body.http) || !isStringList(body.ws)) throw malformed('/v1/supported-chains')
          return { http: body.http as CaipNetworkId[], ws: body.ws as CaipNetworkId[] }
        })
        .catch((error: unknown) => {
          logQuietly('SUPPORTED_CHAINS_FAILED', error)
          supported = undefined
          return { http: [], ws: [] }
        })
      return supported
    },
    async fetchIdentity({ address }) {
      const cached = identityCache.get(address)
      if (cached) return cached
      const body = await get(`/v1/identity/${encodeURIComponent(address)}`, { sender: address })
      if (!isRecord(body)) throw malformed('/v1/identity')
      const identity = { name: typeof body.name === 'string' ? body.name : null, avatar: typeof body.avatar === 'string' ? body.avatar : null }
      identityCache.set(address, identity)
      return identity
    },
    async getBalances({ address, caipNetworkId, forceUpdate }) {
      if (!(await client.getSupportedChains()).http.includes(caipNetworkId)) return []
      const key = `${caipNetworkId}:${address}`
      const cached = forceUpdate ? undefined : portfolioCache.get(key)
      if (cached) return cached
      const body = await get(`/v1/account/${encodeURIComponent(address)}/balance`, { currency: 'usd', chainId: caipNetworkId, forceUpdate })
      if (!isRecord(body) || !Array.isArray(body.balances) || !body.balances.every(isTokenBalance)) throw malformed('/v1/account/balance')
      // Spec section 5: tokens with decimals '0' are left out of balances.
      const balances = (body.balances as TokenBalance[]).filter((token) => token.quantity.decimals !== '0')
      portfolioCache.set(key, balances)
      return balances
    },
    async fetchTokenPrices({ addresses }) {
      const body = await post('/v1/fungible/price', { currency: 'usd', addresses, projectId })
      if (!isRecord(body) || !Array.isArray(body.fungibles)) throw malformed('/v1/fungible/price')
      return body.fungibles as { name: string; symbol: string; iconUrl: string; price: number }[]
    },
  }
  return client
}
