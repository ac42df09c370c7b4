import { createClient, formatUnits, getAddress, hexToBigInt, http, type Hex } from 'viem'
import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetwork } from '../caip/types.js'
import { encodeCall } from '../evmCall/abiCoder.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'
import type { TokenListEntry } from '../options/types.js'

export type ReadTokenBalancesParameters = { network: CaipNetwork; address: string; tokens: readonly TokenListEntry[] }

const BALANCE_OF = '0x70a08231' // balanceOf(address)

/**
 * Reads the native balance and the balances of a configured ERC-20 list straight from the chain's RPC
 * (no hosted service). Prices are unknown here, so `price` is 0 and `value` absent. Tokens the account
 * holds none of are left out; the native balance is always first.
 *
 * @throws MissingRpcUrlError | RpcRequestError-like viem errors when the node cannot be read
 * @example
 * const balances = await readTokenBalances({ network, address, tokens: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] })
 */
export async function readTokenBalances({ network, address, tokens }: ReadTokenBalancesParameters): Promise<TokenBalance[]> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  // One HTTP batch for the native balance and every token: a token list costs one round trip.
  const client = createClient({ transport: http(rpcUrl, { batch: true, retryCount: 0, timeout: 10_000 }) })
  const owner = getAddress(address)
  const [native, ...held] = await Promise.all([
    client.request({ method: 'eth_getBalance', params: [owner, 'latest'] }),
    ...tokens.map((token) =>
      client.request({
        method: 'eth_call',
        params: [{ to: getAddress(token.address), data: encodeCall(BALANCE_OF, ['address'], [owner]) }, 'latest'],
      }),
    ),
  ])
  const { nativeCurrency } = network
  const balances: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      price: 0,
      quantity: { decimals: String(nativeCurrency.decimals), numeric: formatUnits(hexToBigInt(native), nativeCurrency.decimals) },
      iconUrl: network.assets?.imageUrl ?? '',
    },
  ]
  tokens.forEach((token, index) => {
    const raw = held[index] as Hex
    const amount = raw === '0x' ? 0n : hexToBigInt(raw)
    if (amount === 0n || token.decimals === 0) return
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${getAddress(token.address)}`,
      price: 0,
      quantity: { decimals: String(token.decimals), numeric: formatUnits(amount, token.decimals) },
      iconUrl: token.iconUrl ?? '',
    })
  })
  return balances
}
