import { StorageQuotaError, StorageWriteError } from '../storage/storageErrors.js'

/** JSON-RPC's "Internal error": the request was fine, this side could not take it. */
export const STORAGE_REFUSAL_CODE = -32603

/**
 * The error answer for a peer's request that could not be recorded because storage refused the write
 * (full, or failing): the peer hears why at once instead of waiting out its expiry in silence.
 * `undefined` for any other failure.
 *
 * @example
 * const refusal = storageRefusal(error)
 * if (refusal) await publish(topic, { id, jsonrpc: '2.0', error: refusal })
 */
export function storageRefusal(error: unknown): { code: number; message: string } | undefined {
  if (!(error instanceof StorageQuotaError || error instanceof StorageWriteError)) return undefined
  return { code: STORAGE_REFUSAL_CODE, message: error.shortMessage }
}
