import { defineNetworksView } from './networks-view.js'
import { defineUnsupportedChainView } from './unsupported-chain-view.js'

/**
 * Defines the Networks view and the Unsupported Chain view, which one chunk carries: both list the
 * networks through the same row and texts, and as two chunks (plus the row's own) they cost the views
 * about 0.9 KB gzip more than their code.
 *
 * @example
 * const { defineNetworkViews } = await import('./views/network-views.js')
 * defineNetworkViews()
 */
export function defineNetworkViews(): void {
  defineNetworksView()
  defineUnsupportedChainView()
}
