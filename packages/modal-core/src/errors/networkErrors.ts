import { BaseError } from './BaseError.js'

/**
 * A network id that is not among the configured networks.
 *
 * @example
 * throw new NetworkNotFoundError({ id: 'eip155:10' }) // 'Network with ID eip155:10 not found'
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor({ id }: { id: string | number }) {
    super(`Network with ID ${id} not found`, { code: 'NETWORK_NOT_FOUND', params: { id } })
  }
}

/**
 * The wallet refused to add a chain it did not know (the add-chain fallback of a switch failed).
 *
 * @example
 * throw new ChainNotSupportedError({ cause })
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED', cause })
  }
}

/**
 * The connector cannot switch chains from the app (no EIP-1193 provider to ask).
 *
 * @example
 * throw new ChainSwitchNotSupportedError()
 */
export class ChainSwitchNotSupportedError extends BaseError {
  override name = 'ChainSwitchNotSupportedError'
  constructor() {
    super('Connector does not support programmatic chain switching', { code: 'CHAIN_SWITCH_UNSUPPORTED' })
  }
}

/**
 * A chain switch or transaction on a network the connected wallet has not approved (spec section 6).
 *
 * @example
 * throw new RpcCallNotAllowedError({ details: 'eip155:10 is not approved' })
 */
export class RpcCallNotAllowedError extends BaseError {
  override name = 'RpcCallNotAllowedError'
  constructor({ details }: { details?: string } = {}) {
    super('Requested RPC call is not allowed', { code: 'RPC_CALL_NOT_ALLOWED', details })
  }
}

/**
 * Removing the only network a namespace has left (spec section 5).
 *
 * @example
 * throw new LastNetworkRemovalError()
 */
export class LastNetworkRemovalError extends BaseError {
  override name = 'LastNetworkRemovalError'
  constructor() {
    super('Cannot remove last network for a namespace', { code: 'LAST_NETWORK_REMOVAL' })
  }
}
