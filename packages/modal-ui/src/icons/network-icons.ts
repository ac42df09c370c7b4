import type { CaipNetwork } from '@agentry/modal-core'
import { iconDataUrl, monogramIcon, type IconSpec } from './draw-icon.js'

/**
 * Our icon of each built-in network, by CAIP-2 id; a testnet uses its mainnet's with a dashed ring. The
 * colours are the chains' own; the marks are ours (letters and simple shapes, not the chains' logos).
 */
export const NETWORK_ICONS: Readonly<Record<string, IconSpec>> = {
  'eip155:1': ['#627EEA', 'diamond'],
  'eip155:11155111': ['#627EEA', 'diamond'],
  'eip155:560048': ['#627EEA', 'diamond'],
  'eip155:10': ['#FF0420', 'OP'],
  'eip155:11155420': ['#FF0420', 'OP'],
  'eip155:42161': ['#1B4ADD', 'A'],
  'eip155:421614': ['#1B4ADD', 'A'],
  'eip155:8453': ['#0052FF', 'B'],
  'eip155:84532': ['#0052FF', 'B'],
  'eip155:137': ['#8247E5', 'P'],
  'eip155:80002': ['#8247E5', 'P'],
  'eip155:56': ['#F0B90B', 'BNB', '#1E2026'],
  'eip155:97': ['#F0B90B', 'BNB', '#1E2026'],
  'eip155:43114': ['#E84142', 'AV'],
  'eip155:43113': ['#E84142', 'AV'],
  'eip155:100': ['#133629', 'G'],
  'eip155:324': ['#1E69FF', 'zk'],
  'eip155:59144': ['#121212', 'L'],
  'eip155:534352': ['#FFEEDA', 'S', '#C75E00'],
  'eip155:42220': ['#FCFF52', 'C', '#1E2026'],
  'eip155:5000': ['#0D3B38', 'M'],
  'eip155:81457': ['#FCFC03', 'BL', '#111'],
  'eip155:7777777': ['#2B5DF0', 'Z'],
  'eip155:1337': ['#4B5563', 'prompt'],
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['#14151A', 'bars', '#9F7CFF'],
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': ['#14151A', 'bars', '#9F7CFF'],
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': ['#14151A', 'bars', '#9F7CFF'],
  'solana:localnet': ['#14151A', 'bars', '#9F7CFF'],
  'bip122:000000000019d6689c085ae165831e93': ['#F7931A', '₿'],
}

/**
 * A network's bundled icon as a `data:` URL: ours for a built-in network, a monogram of its name for any
 * other. Testnets get a dashed ring.
 *
 * @example
 * html`<img src=${bundledNetworkIcon(baseMainnet)} alt="" />`
 */
export function bundledNetworkIcon(network: Pick<CaipNetwork, 'caipNetworkId' | 'name' | 'testnet'>): string {
  return iconDataUrl(NETWORK_ICONS[network.caipNetworkId] ?? monogramIcon(network.name), {
    testnet: network.testnet === true,
  })
}
