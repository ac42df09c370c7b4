import { createClient, http, type Client } from 'viem'
import { TransactionRpcError } from '../errors/transactionErrors.js'

/** Where transaction helpers send their JSON-RPC requests: a node URL, or a viem client already built. */
export type TransactionClientParameters = { rpcUrl: string; client?: undefined } | { client: Client; rpcUrl?: undefined }

/** Spec section 9: JSON-RPC timeout 10 s. */
const RPC_TIMEOUT_MS = 10_000

/**
 * The viem client for a transaction helper. A client made from `rpcUrl` does not retry failed
 * requests itself: the helpers own their retry rules, and counting requests must mean counting tries.
 *
 * @example
 * const client = getTransactionClient({ rpcUrl: 'http://127.0.0.1:8545' })
 */
export function getTransactionClient(parameters: TransactionClientParameters): Client {
  if (parameters.client) return parameters.client
  // Checked here: viem would otherwise fall back to a chain's URL, and there is no chain.
  if (typeof parameters.rpcUrl !== 'string' || parameters.rpcUrl === '')
    throw new TransactionRpcError({ details: 'Neither an RPC URL nor a client was given.' })
  return createClient({ transport: http(parameters.rpcUrl, { retryCount: 0, timeout: RPC_TIMEOUT_MS }) })
}
