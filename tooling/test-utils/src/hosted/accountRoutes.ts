import { expectBody, Refusal, type Route } from './routeService.js'

/** What a token balance looks like on the wire (spec section 3, "Token balance"). */
export type ServiceTokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type AccountRoutesOptions = {
  /** CAIP-2 ids served over HTTP. */
  supportedChains: string[]
  /** Balances by `{caipNetworkId}:{address}`. */
  balances?: Record<string, ServiceTokenBalance[]>
  identities?: Record<string, { name: string | null; avatar: string | null }>
  prices?: Record<string, { name: string; symbol: string; iconUrl: string; price: number }>
}

/**
 * Supported chains, identity, balances and prices (spec section 7, "Blockchain API").
 *
 * @example
 * const routes = accountRoutes({ supportedChains: ['eip155:1'] }, 'project-1')
 */
export function accountRoutes(options: AccountRoutesOptions, projectId: string): Route[] {
  return [
    {
      pattern: /^\/v1\/supported-chains$/,
      method: 'GET',
      query: [],
      answer: () => ({ http: options.supportedChains, ws: [] }),
    },
    {
      pattern: /^\/v1\/identity\/([^/]+)$/,
      method: 'GET',
      query: ['sender'],
      answer: ([, address]) => options.identities?.[decodeURIComponent(address!)] ?? { name: null, avatar: null },
    },
    {
      pattern: /^\/v1\/account\/([^/]+)\/balance$/,
      method: 'GET',
      query: ['currency', 'chainId', 'forceUpdate'],
      answer: ([, address], query) => {
        if (query.currency !== 'usd') throw new Refusal(400, 'currency must be usd')
        if (!query.chainId) throw new Refusal(400, 'chainId is required')
        return { balances: options.balances?.[`${query.chainId}:${decodeURIComponent(address!)}`] ?? [] }
      },
    },
    {
      pattern: /^\/v1\/fungible\/price$/,
      method: 'POST',
      query: [],
      answer: (_, __, body) => {
        const { currency, addresses, projectId: given } = expectBody(body, ['currency', 'addresses', 'projectId'])
        if (currency !== 'usd' || given !== projectId || !Array.isArray(addresses))
          throw new Refusal(400, 'body must be { currency: "usd", addresses: [], projectId }')
        return { fungibles: (addresses as string[]).flatMap((address) => options.prices?.[address] ?? []) }
      },
    },
  ]
}
