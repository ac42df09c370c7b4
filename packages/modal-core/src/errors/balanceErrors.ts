import { BaseError } from './BaseError.js'

/**
 * Balances were asked for on a network the provider has none for (a remote testnet, or a network the
 * hosted service does not list). Shown as 'Token Balance Unavailable' (spec section 8).
 *
 * @example
 * throw new NetworkNotServedError({ caipNetworkId: 'eip155:11155111' }) // 'Token Balance Unavailable'
 */
export class NetworkNotServedError extends BaseError {
  override name = 'NetworkNotServedError'
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('Token Balance Unavailable', { code: 'NETWORK_NOT_SERVED', metaMessages: [`Network: ${caipNetworkId}`] })
  }
}
