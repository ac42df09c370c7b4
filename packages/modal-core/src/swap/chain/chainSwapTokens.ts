import type { SwapTokenInfo } from '../../api/convertApi.js'
import type { CaipNetwork } from '../../caip/types.js'
import { optionsState } from '../../options/optionsState.js'
import type { TokenListEntry } from '../../options/types.js'
import { NATIVE_SWAP_TOKEN } from '../swapNetworks.js'
import { UNISWAP_V3_TOKENS } from './uniswapV3Networks.js'

/**
 * The tokens the chain swap source offers on a network: the native currency first, then the built-in
 * token of the network (USDC) and the tokens the dapp lists for it in `initModal`'s `tokens`, once each.
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
  const listed: TokenListEntry[] = [...(UNISWAP_V3_TOKENS[id] ?? []), ...(optionsState.tokens[id] ?? [])]
  const tokens = listed.flatMap((token): SwapTokenInfo[] => {
    const key = token.address.toLowerCase()
    if (seen.has(key)) return []
    seen.add(key)
    const { address, name, symbol, decimals, iconUrl } = token
    return [{ name, symbol, decimals, address: `${id}:${address}`, logoUri: iconUrl ?? '' }]
  })
  return [native, ...tokens]
}
