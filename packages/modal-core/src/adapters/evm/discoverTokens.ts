import type { CaipNetwork } from '../../caip/types.js'
import { logQuietly } from '../../utils/log.js'
import type { DiscoveredToken, Eip1193Provider } from '../types.js'

/** How long the wallet may take to list its assets before the balances go on without them. */
export const DISCOVERY_TIMEOUT_MS = 5_000

/** Wallets that do not know `wallet_getAssets`, or let it go unanswered past the bound: not asked again. */
const withoutDiscovery = new WeakSet<Eip1193Provider>()

/** Wallets that predate EIP-7811 answer "method not found / unsupported". */
const UNSUPPORTED_CODES = new Set([4200, -32601])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One EIP-7811 asset as a token to read, when it is an ERC-20 with a usable address and metadata. */
function toToken(asset: unknown): DiscoveredToken | undefined {
  if (!isRecord(asset) || asset.type !== 'erc20' || !isRecord(asset.metadata)) return undefined
  const { address } = asset
  const { name, symbol, decimals } = asset.metadata
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined
  if (typeof symbol !== 'string' || !symbol || typeof decimals !== 'number') return undefined
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  return { address: address as `0x${string}`, name: typeof name === 'string' && name ? name : symbol, symbol, decimals }
}

/**
 * The ERC-20 tokens the wallet says the account holds on `network` (`wallet_getAssets`, EIP-7811): asset
 * discovery. Only the list is taken from the wallet; the balances are then read from the chain. A wallet
 * without the method (remembered), one that fails or answers in another shape, or one that takes longer
 * than 5 s discovers nothing (an empty list) and is not asked again, so the balances never wait on it.
 *
 * @example
 * const tokens = await discoverTokens(provider, { address, network }) // [{ address: '0x…', symbol: 'USDC', decimals: 6, name: 'USD Coin' }]
 */
export async function discoverTokens(
  provider: Eip1193Provider,
  { address, network }: { address: string; network: CaipNetwork },
): Promise<DiscoveredToken[]> {
  if (withoutDiscovery.has(provider)) return []
  const chain = `0x${Number(network.id).toString(16)}`
  let timer: ReturnType<typeof setTimeout> | undefined
  const TIMED_OUT = Symbol('timed out')
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), DISCOVERY_TIMEOUT_MS)
  })
  try {
    const asked = provider.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chain] }] })
    const answer = await Promise.race([asked, late])
    // A wallet that let the bound pass would pile up one unanswered request per balance refresh.
    if (answer === TIMED_OUT) {
      withoutDiscovery.add(provider)
      return []
    }
    const assets = isRecord(answer) ? answer[chain] : undefined
    return Array.isArray(assets) ? assets.map(toToken).filter((token) => token !== undefined) : []
  } catch (error) {
    // The wallet's own EIP-1193 error: its code says whether it knows the method at all.
    if (UNSUPPORTED_CODES.has((error as { code?: number } | null)?.code ?? 0)) withoutDiscovery.add(provider)
    else logQuietly('TOKEN_DISCOVERY_FAILED', error)
    return []
  } finally {
    clearTimeout(timer)
  }
}
