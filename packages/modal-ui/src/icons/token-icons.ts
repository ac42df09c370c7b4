import { iconDataUrl, monogramIcon, type IconSpec } from './draw-icon.js'

/**
 * Our icon of each native currency of the built-in networks and of the common ERC-20s, by symbol. The
 * colours are the tokens' own; the marks are ours.
 */
export const TOKEN_ICONS: Readonly<Record<string, IconSpec>> = {
  ETH: ['#627EEA', 'diamond'],
  WETH: ['#EC1C79', 'diamond'],
  BTC: ['#F7931A', '₿'],
  WBTC: ['#5A5564', '₿', '#F09242'],
  SOL: ['#14151A', 'bars', '#9F7CFF'],
  POL: ['#8247E5', 'P'],
  BNB: ['#F0B90B', 'BNB', '#1E2026'],
  TBNB: ['#F0B90B', 'BNB', '#1E2026'],
  AVAX: ['#E84142', 'AV'],
  XDAI: ['#48A9A6', 'x$'],
  CELO: ['#FCFF52', 'C', '#1E2026'],
  MNT: ['#0D3B38', 'M'],
  USDC: ['#2775CA', '$'],
  USDT: ['#26A17B', '₮'],
  DAI: ['#F5AC37', 'D'],
  LINK: ['#2A5ADA', 'LK'],
  UNI: ['#FF007A', 'U'],
}

/**
 * A token's bundled icon as a `data:` URL: ours for a known symbol (any case), a monogram of the symbol
 * for any other.
 *
 * @example
 * html`<img src=${bundledTokenIcon('USDC')} alt="" />`
 */
export function bundledTokenIcon(symbol: string): string {
  return iconDataUrl(TOKEN_ICONS[symbol.toUpperCase()] ?? monogramIcon(symbol))
}
