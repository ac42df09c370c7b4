import { BaseError } from './BaseError.js'
import { ProviderRequestError, UserRejectedError, type RejectedAction } from './providerErrors.js'

/** Reads the numeric EIP-1193 / JSON-RPC code of a thrown wallet error, if any. */
export function getRpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

/**
 * Turns whatever a wallet threw into a typed error: 4001 becomes `UserRejectedError`, anything else a
 * `ProviderRequestError`; our own errors pass through.
 */
export function toProviderError(error: unknown, method: string, action: RejectedAction): BaseError {
  if (error instanceof BaseError) return error
  const rpcCode = getRpcCode(error)
  if (rpcCode === 4001) return new UserRejectedError({ action, cause: error })
  return new ProviderRequestError({ method, rpcCode, cause: error })
}
