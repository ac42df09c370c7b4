import { rpcRequest } from '../evmCall/rpcRequest.js'
import { TransactionRpcError } from '../errors/transactionErrors.js'
import type { TransactionClient } from './types.js'

/**
 * Where transaction helpers send their JSON-RPC requests: a node URL, or a client already built (a
 * viem client fits: anything with `request({ method, params })`).
 */
export type TransactionClientParameters =
  | { rpcUrl: string; client?: undefined }
  | { client: TransactionClient; rpcUrl?: undefined }

/**
 * The client for a transaction helper. One made from `rpcUrl` sends plain `fetch` requests with the
 * spec's 10 s timeout and no retries of its own: the helpers own their retry rules, and counting
 * requests must mean counting tries. (Not a viem client: viem's root entry splits a contract-call chunk
 * into every bundle that imports it.)
 *
 * @example
 * const client = getTransactionClient({ rpcUrl: 'http://127.0.0.1:8545' })
 * await client.request({ method: 'eth_blockNumber' }) // '0x1b4'
 */
export function getTransactionClient(parameters: TransactionClientParameters): TransactionClient {
  if (parameters.client) return parameters.client
  if (typeof parameters.rpcUrl !== 'string' || parameters.rpcUrl === '')
    throw new TransactionRpcError({ details: 'Neither an RPC URL nor a client was given.' })
  const { rpcUrl } = parameters
  return { request: ({ method, params = [] }) => rpcRequest({ rpcUrl, method, params: params as readonly unknown[] }) }
}
