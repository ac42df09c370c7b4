import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetwork } from '../caip/types.js'
import { encodeCall } from '../evmCall/abiCoder.js'
import { rpcBatch } from '../evmCall/rpcRequest.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'
import type { TokenListEntry } from '../options/types.js'
import { checksumAddress } from '../utils/checksumAddress.js'

export type ReadTokenBalancesParameters = { network: CaipNetwork; address: string; tokens: readonly TokenListEntry[] }

const BALANCE_OF = '0x70a08231' // balanceOf(address)

/**
 * Reads the native balance and the balances of a configured ERC-20 list straight from the chain's RPC
 * (no hosted service). Prices are unknown here, so `price` is 0 and `value` absent. Tokens the account
 * holds none of are left out; the native balance is always first.
 *
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * const balances = await readTokenBalances({ network, address, tokens: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] })
 */
export async function readTokenBalances({
  network,
  address,
  tokens,
}: ReadTokenBalancesParameters): Promise<TokenBalance[]> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  // One HTTP batch for the native balance and every token: a token list costs one round trip.
  const owner = checksumAddress(address)
  const [native, ...held] = (await rpcBatch(rpcUrl, [
    { method: 'eth_getBalance', params: [owner, 'latest'] },
    ...tokens.map((token) => ({
      method: 'eth_call',
      params: [{ to: checksumAddress(token.address), data: encodeCall(BALANCE_OF, ['address'], [owner]) }, 'latest'],
    })),
  ])) as string[]
  const { nativeCurrency } = network
  const balances: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      price: 0,
      quantity: {
        decimals: String(nativeCurrency.decimals),
        numeric: formatUnitsDecimal(native!, nativeCurrency.decimals),
      },
      iconUrl: network.assets?.imageUrl ?? '',
    },
  ]
  tokens.forEach((token, index) => {
    const raw = held[index]!
    const amount = raw === '0x' ? 0n : BigInt(raw)
    if (amount === 0n || token.decimals === 0) return
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${checksumAddress(token.address)}`,
      price: 0,
      quantity: { decimals: String(token.decimals), numeric: formatUnitsDecimal(amount, token.decimals) },
      iconUrl: token.iconUrl ?? '',
    })
  })
  return balances
}
