import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetwork } from '../caip/types.js'
import { encodeCall } from '../evmCall/abiCoder.js'
import type { Hex } from '../evmCall/hex.js'
import { rpcBatchSettled } from '../evmCall/rpcRequest.js'
import { formatUnitsDecimal } from '../numbers/formatUnitsDecimal.js'
import { MissingRpcUrlError } from '../errors/rpcRequestErrors.js'
import type { TokenListEntry } from '../options/types.js'
import type { Eip1193Provider } from '../adapters/types.js'
import { discoverTokens } from '../adapters/evm/discoverTokens.js'
import { checksumAddress } from '../utils/checksumAddress.js'
import { MULTICALL3_ADDRESS, readBalancesByMulticall, type MulticallBalances } from './readBalancesByMulticall.js'

export type ReadTokenBalancesParameters = {
  network: CaipNetwork
  address: string
  tokens: readonly TokenListEntry[]
  /** The connected wallet: the tokens it names (`wallet_getAssets`) are read too (asset discovery). */
  wallet?: Eip1193Provider | undefined
}

const BALANCE_OF = '0x70a08231' // balanceOf(address)

/**
 * Reads the native balance and the balances of a configured ERC-20 list, and of the tokens the wallet
 * names (`wallet_getAssets`, when it answers within 5 s), straight from the chain's RPC
 * (no hosted service): one `eth_call` to Multicall3's `aggregate3` (at `contracts.multicall3`, or its
 * usual address), or, on a chain without Multicall3, one HTTP batch of `eth_getBalance` and `balanceOf`
 * calls. Prices are unknown here, so `price` is 0 and `value` absent. Tokens the account holds none of,
 * and tokens whose contract reverts, are left out; the native balance is always first.
 *
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * const balances = await readTokenBalances({ network, address, tokens: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }] })
 */
export async function readTokenBalances({
  network,
  address,
  tokens: configured,
  wallet,
}: ReadTokenBalancesParameters): Promise<TokenBalance[]> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  const known = new Set(configured.map((token) => token.address.toLowerCase()))
  const discovered = wallet ? await discoverTokens(wallet, { address, network }) : []
  const tokens: TokenListEntry[] = [
    ...configured,
    ...discovered.filter((token) => !known.has(token.address.toLowerCase())),
  ]
  const owner = checksumAddress(address) as Hex
  const addresses = tokens.map((token) => checksumAddress(token.address) as Hex)
  const multicall3 = network.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS
  const { native, tokens: held } =
    (!withoutMulticall.has(rpcUrl) &&
      (await readBalancesByMulticall({ rpcUrl, multicall3, owner, tokens: addresses }))) ||
    (await readBalancesByBatch(rpcUrl, owner, addresses))
  const { nativeCurrency } = network
  const balances: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: network.caipNetworkId,
      price: 0,
      quantity: {
        decimals: String(nativeCurrency.decimals),
        numeric: formatUnitsDecimal(native, nativeCurrency.decimals),
      },
      iconUrl: network.assets?.imageUrl ?? '',
    },
  ]
  tokens.forEach((token, index) => {
    const amount = held[index]
    if (!amount || token.decimals === 0) return
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

/** RPC URLs seen without a Multicall3 contract in this page's life: they go straight to the batch. */
const withoutMulticall = new Set<string>()

/** The same reads as one HTTP batch (one round trip) on a chain without Multicall3. */
async function readBalancesByBatch(rpcUrl: string, owner: Hex, tokens: readonly Hex[]): Promise<MulticallBalances> {
  withoutMulticall.add(rpcUrl)
  const [native, ...held] = await rpcBatchSettled(rpcUrl, [
    { method: 'eth_getBalance', params: [owner, 'latest'] },
    ...tokens.map((to) => ({
      method: 'eth_call',
      params: [{ to, data: encodeCall(BALANCE_OF, ['address'], [owner]) }, 'latest'],
    })),
  ])
  if (native?.status !== 'fulfilled') throw native?.reason
  const amount = (read: PromiseSettledResult<unknown>): bigint | undefined =>
    read.status === 'fulfilled' && typeof read.value === 'string' && read.value.length >= 66
      ? BigInt(read.value.slice(0, 66))
      : undefined
  return { native: BigInt(native.value as string), tokens: held.map(amount) }
}
