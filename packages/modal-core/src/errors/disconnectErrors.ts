import { BaseError } from './BaseError.js'

/**
 * A wallet's own teardown failed while disconnecting (spec section 8's 'Failed to disconnect'); the
 * wallets' messages are in `details` (and `params.details`). The modal's state is disconnected all the same.
 *
 * @example
 * throw new DisconnectFailedError({ details: 'the wallet is locked' }) // 'Failed to disconnect'
 */
export class DisconnectFailedError extends BaseError {
  override name = 'DisconnectFailedError'
  constructor({ details }: { details?: string } = {}) {
    // The wallets' words also go to `params`, so a store that keeps only code and params keeps them too.
    super('Failed to disconnect', { code: 'DISCONNECT_FAILED', details, ...(details ? { params: { details } } : {}) })
  }
}
