import type { TokenBalance } from '../../balance/tokenBalance.js'
import type { CaipNetwork } from '../../caip/types.js'
import { decodeAbi, encodeCall } from '../../evmCall/abiCoder.js'
import type { Hex } from '../../evmCall/hex.js'
import { MissingRpcUrlError } from '../../errors/rpcRequestErrors.js'
import { formatUnitsDecimal } from '../../numbers/formatUnitsDecimal.js'
import { checksumAddress } from '../../utils/checksumAddress.js'
import { MULTICALL3_ADDRESS, readCalls, word, type ContractCall } from './readCalls.js'
import { sequencerIsUp } from './sequencerUptime.js'
import { LATEST_ROUND_DATA, usdPriceFromFeed } from './usdPriceFromFeed.js'

const BALANCE_OF = '0x70a08231' // balanceOf(address)
const DECIMALS = '0x313ce567' // decimals()
const SYMBOL = '0x95d89b41' // symbol()
const NAME = '0x06fdde03' // name()

/** Above this no amount can be shown (10^78 exceeds uint256): a token claiming more lies. */
export const MAX_TOKEN_DECIMALS = 77n

/**
 * A token to read. `symbol`, `name` and `decimals` as the list or the dapp gives them; where absent (a
 * token found in the activity) they are read from the contract. `usdFeed`: its Chainlink USD feed.
 */
export type ChainToken = {
  address: Hex
  symbol?: string
  name?: string
  decimals?: number
  iconUrl?: string
  usdFeed?: Hex | undefined
}

export type ReadChainTokensParameters = {
  network: CaipNetwork
  address: string
  tokens: readonly ChainToken[]
  /** The Chainlink USD feed of the network's native currency. */
  nativeUsdFeed?: Hex | undefined
  /**
   * The network's Chainlink L2 Sequencer Uptime Feed (rollups): while it says the sequencer is down, or
   * came back less than `SEQUENCER_GRACE_PERIOD_S` ago, no USD value is given.
   */
  sequencerUptimeFeed?: Hex | undefined
}

const decodeString = (data: Hex | undefined): string | undefined => {
  try {
    return data ? String(decodeAbi(['string'], data)[0]).trim() || undefined : undefined
  } catch {
    return undefined
  }
}

/**
 * The native balance and every token's balance, decimals (and symbol and name where not given), with the
 * Chainlink USD feeds of the native currency and the tokens, all in ONE read of the chain (Multicall3
 * `aggregate3`; a chain without it: one HTTP batch). Left out: tokens the account holds none of, tokens
 * with decimals 0 (spec section 5), and any token whose contract reverts, answers decimals above 77 or
 * other than its list says, or has no symbol — never a guessed amount. `value` (USD) only where a feed
 * gives a trusted price, and on a rollup only while its sequencer uptime feed (read in the same call) says
 * the sequencer is up and past its grace period; `price` is 0 elsewhere. The native balance is always first.
 *
 * @throws MissingRpcUrlError | HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * const balances = await readChainTokens({ network, address, tokens: [{ address: usdc, usdFeed: usdcUsd }], nativeUsdFeed: ethUsd })
 */
export async function readChainTokens({
  network,
  address,
  tokens,
  nativeUsdFeed,
  sequencerUptimeFeed,
}: ReadChainTokensParameters): Promise<TokenBalance[]> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
  const owner = checksumAddress(address) as Hex
  const calls: ContractCall[] = []
  const add = (to: Hex, data: Hex) => calls.push({ to, data }) - 1
  const feeds = new Map<string, { roundData: number; decimals: number }>()
  const feedCalls = (feed: Hex | undefined) => {
    if (feed && !feeds.has(feed.toLowerCase()))
      feeds.set(feed.toLowerCase(), { roundData: add(feed, LATEST_ROUND_DATA), decimals: add(feed, DECIMALS) })
  }
  feedCalls(nativeUsdFeed)
  const slots = tokens.map((token) => {
    feedCalls(token.usdFeed)
    return {
      balance: add(token.address, encodeCall(BALANCE_OF, ['address'], [owner])),
      decimals: add(token.address, DECIMALS),
      symbol: token.symbol === undefined ? add(token.address, SYMBOL) : undefined,
      name: token.name === undefined ? add(token.address, NAME) : undefined,
    }
  })
  // Only asked where there is a price to withhold.
  const uptime = sequencerUptimeFeed && feeds.size ? add(sequencerUptimeFeed, LATEST_ROUND_DATA) : undefined
  const multicall3 = network.contracts?.multicall3?.address ?? MULTICALL3_ADDRESS
  const { native, timestamp, results } = await readCalls({ rpcUrl, multicall3, owner, calls })
  const pricesTrusted = uptime === undefined || sequencerIsUp({ roundData: results[uptime], now: timestamp })
  const priceOf = (feed: Hex | undefined) => {
    const slot = pricesTrusted && feed && feeds.get(feed.toLowerCase())
    return slot
      ? usdPriceFromFeed({ roundData: results[slot.roundData], decimals: results[slot.decimals], now: timestamp })
      : undefined
  }
  const balance = (
    fields: Omit<TokenBalance, 'chainId' | 'price' | 'quantity' | 'value'>,
    amount: bigint,
    decimals: number,
    price: number | undefined,
  ): TokenBalance => {
    const numeric = formatUnitsDecimal(amount, decimals)
    return {
      ...fields,
      chainId: network.caipNetworkId,
      price: price ?? 0,
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      quantity: { decimals: String(decimals), numeric },
    }
  }
  const { nativeCurrency } = network
  const balances = [
    balance(
      { name: nativeCurrency.name, symbol: nativeCurrency.symbol, iconUrl: network.assets?.imageUrl ?? '' },
      native,
      nativeCurrency.decimals,
      priceOf(nativeUsdFeed),
    ),
  ]
  tokens.forEach((token, index) => {
    const slot = slots[index]!
    const amount = word(results[slot.balance])
    const decimals = word(results[slot.decimals])
    const symbol = token.symbol ?? decodeString(results[slot.symbol ?? -1])
    if (!amount || decimals === undefined || decimals === 0n || decimals > MAX_TOKEN_DECIMALS || !symbol) return
    if (token.decimals !== undefined && BigInt(token.decimals) !== decimals) return
    const address = checksumAddress(token.address)
    balances.push(
      balance(
        {
          name: token.name ?? decodeString(results[slot.name ?? -1]) ?? symbol,
          symbol,
          address: `${network.caipNetworkId}:${address}`,
          iconUrl: token.iconUrl ?? '',
        },
        amount,
        Number(decimals),
        priceOf(token.usdFeed),
      ),
    )
  })
  return balances
}
