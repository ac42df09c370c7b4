import type { SwapTokenInfo } from '../../api/convertApi.js'
import type { CaipNetwork } from '../../caip/types.js'
import { optionsState } from '../../options/optionsState.js'
import type { TokenListEntry } from '../../options/types.js'
import { NATIVE_SWAP_TOKEN } from '../swapNetworks.js'
import { COMMON_TOKENS } from '../../tokens/chain/commonTokens.js'

/**
 * The tokens the chain swap source offers on a network: the native currency first, then the network's USDC
 * from the chain token list (`COMMON_TOKENS`, Circle's native USDC) and the tokens the dapp lists for it in `initModal`'s `tokens`, once each.
 *
 * @example
 * chainSwapTokens(ethereumMainnet).map((token) => token.symbol) // ['ETH', 'USDC']
 */
export function chainSwapTokens(network: CaipNetwork): SwapTokenInfo[] {
  const id = network.caipNetworkId
  const native: SwapTokenInfo = {
    ...network.nativeCurrency,
    address: `${id}:${NATIVE_SWAP_TOKEN}`,
    logoUri: '',
  }
  const seen = new Set<string>([NATIVE_SWAP_TOKEN])
  const usdc = (COMMON_TOKENS[id]?.tokens ?? []).filter((token) => token.symbol === 'USDC')
  const listed: TokenListEntry[] = [...usdc, ...(optionsState.tokens[id] ?? [])]
  const tokens = listed.flatMap((token): SwapTokenInfo[] => {
    const key = token.address.toLowerCase()
    if (seen.has(key)) return []
    seen.add(key)
    const { address, name, symbol, decimals, iconUrl } = token
    return [{ name, symbol, decimals, address: `${id}:${address}`, logoUri: iconUrl ?? '' }]
  })
  return [native, ...tokens]
}
