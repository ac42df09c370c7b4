import { TransactionRpcError } from '../errors/transactionErrors.js'

/**
 * Runs one JSON-RPC request and turns its failure into a `TransactionRpcError` naming the method, so
 * callers of the transaction helpers only ever see modal-core's own errors.
 *
 * @example
 * const head = await withRpcError('eth_blockNumber', () => client.request({ method: 'eth_blockNumber' }))
 */
export async function withRpcError<T>(method: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (cause) {
    throw new TransactionRpcError({ method, cause })
  }
}
