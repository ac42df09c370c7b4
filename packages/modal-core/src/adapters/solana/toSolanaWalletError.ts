import { BaseError } from '../../errors/BaseError.js'
import { UserRejectedError, type RejectedAction } from '../../errors/providerErrors.js'
import { getRpcCode, toProviderError } from '../../errors/toProviderError.js'

/** How Wallet Standard wallets without EIP-1193 codes word a refusal ('User rejected the request', …). */
const refusal = /reject|declin|denied|cancel/i

/**
 * Types an error a Solana wallet threw. The Wallet Standard defines no rejection code: 4001, or a name or
 * message that says the user refused, is a `UserRejectedError`; anything else a `ProviderRequestError`.
 * Only the wallet's own errors go through here, so an RPC failure is never taken for a refusal.
 *
 * @example
 * throw toSolanaWalletError(error, 'solana:signMessage', 'sign')
 */
export function toSolanaWalletError(error: unknown, method: string, action: RejectedAction): BaseError {
  if (error instanceof BaseError) return error
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown }
  if (getRpcCode(error) === 4001 || refusal.test(`${String(name ?? '')} ${String(message ?? '')}`)) {
    return new UserRejectedError({ action, cause: error })
  }
  return toProviderError(error, method, action)
}
