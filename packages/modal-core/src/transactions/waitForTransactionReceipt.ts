import {
  InvalidTransactionHashError,
  TransactionNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from '../errors/transactionErrors.js'
import { logQuietly } from '../utils/log.js'
import { findReplacementTransaction } from './findReplacementTransaction.js'
import { formatTransaction, type RpcObject } from './formatTransaction.js'
import { formatTransactionReceipt } from './formatTransactionReceipt.js'
import { getReplacementReason, type ReplacementReason } from './getReplacementReason.js'
import { getTransactionClient, type TransactionClientParameters } from './getTransactionClient.js'
import { isTransactionHash } from './isTransactionHash.js'
import type { Hash, Transaction, TransactionClient, TransactionReceipt } from './types.js'
import { withRpcError } from './withRpcError.js'

/**
 * Spec section 9: receipt wait timeout in the modal.
 *
 * @example
 * await waitForTransactionReceipt({ rpcUrl, hash, timeout: RECEIPT_WAIT_TIMEOUT_MS })
 */
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000
/**
 * Spec section 9: receipt wait timeout in the app.
 *
 * @example
 * await waitForTransactionReceipt({ rpcUrl, hash, timeout: APP_RECEIPT_WAIT_TIMEOUT_MS })
 */
export const APP_RECEIPT_WAIT_TIMEOUT_MS = 25_000
/**
 * Spec sections 4 and 9: retries while the node does not know the transaction.
 *
 * @example
 * await waitForTransactionReceipt({ rpcUrl, hash, retryCount: RECEIPT_RETRY_COUNT })
 */
export const RECEIPT_RETRY_COUNT = 6
/**
 * Spec sections 4 and 9: the first retry delay; each further retry waits twice as long.
 *
 * @example
 * await waitForTransactionReceipt({ rpcUrl, hash, retryDelay: RECEIPT_RETRY_DELAY_MS }) // 200, 400, 800 … ms
 */
export const RECEIPT_RETRY_DELAY_MS = 200
/**
 * How often a known transaction is checked again until it is mined and confirmed. Not in the spec:
 * viem's default polling interval for HTTP nodes.
 *
 * @example
 * await waitForTransactionReceipt({ rpcUrl, hash, pollingInterval: RECEIPT_POLLING_INTERVAL_MS })
 */
export const RECEIPT_POLLING_INTERVAL_MS = 4_000

/** What `onReplaced` receives when another transaction took the original's place. */
export type ReplacementInfo = {
  reason: ReplacementReason
  /** The transaction that was mined instead. */
  transaction: Transaction
  /** The transaction that was waited for. */
  replacedTransaction: Transaction
  /** The receipt of `transaction`, which the wait resolves with. */
  transactionReceipt: TransactionReceipt
}

export type WaitForTransactionReceiptParameters = TransactionClientParameters & {
  hash: Hash
  /** Blocks that must hold or follow the transaction's block, its own included. Default 1. */
  confirmations?: number
  /** Milliseconds before `WaitForTransactionReceiptTimeoutError`. Default 180 000 (the modal's). */
  timeout?: number
  /** Retries while the node does not know the transaction. Default 6. */
  retryCount?: number
  /** The first retry delay in milliseconds, doubled for each further retry. Default 200. */
  retryDelay?: number
  /** Milliseconds between checks of a known transaction. Default 4000. */
  pollingInterval?: number
  onReplaced?: (replacement: ReplacementInfo) => void
}

export type WaitForTransactionReceiptReturnType = TransactionReceipt

type Tracked = { transaction: Transaction; fromBlock: bigint }

/**
 * Waits for a transaction's receipt and its confirmations.
 *
 * - Unknown to the node: asked again after 200, 400, 800 … ms; after 6 retries the wait rejects with
 *   `TransactionNotFoundError` (the node never saw it).
 * - Known but not mined (still in the mempool): checked every `pollingInterval` until mined, or until the
 *   timeout gives `WaitForTransactionReceiptTimeoutError`.
 * - Mined: resolves once `confirmations` blocks (its own included) exist.
 * - Gone after being seen, with its sender's nonce used by another mined transaction: that one is
 *   classified ('repriced', 'cancelled' or 'replaced'), waited for in the same way, passed to
 *   `onReplaced`, and its receipt resolves the wait.
 *
 * A failed JSON-RPC request rejects at once with `TransactionRpcError`: the retries are for a
 * transaction the node has not seen yet, not a way to hide a node that is down. Call it from send or swap
 * flows, not from the modal's first load.
 *
 * @example
 * const receipt = await waitForTransactionReceipt({
 *   rpcUrl: 'http://127.0.0.1:8545',
 *   hash: '0x…',
 *   confirmations: 3,
 *   onReplaced: ({ reason }) => console.info(reason), // 'repriced' | 'cancelled' | 'replaced'
 * })
 */
export async function waitForTransactionReceipt(
  parameters: WaitForTransactionReceiptParameters,
): Promise<WaitForTransactionReceiptReturnType> {
  const { hash, timeout = RECEIPT_WAIT_TIMEOUT_MS } = parameters
  if (!isTransactionHash(hash)) throw new InvalidTransactionHashError({ hash })
  const client = getTransactionClient(parameters)
  const stop = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitForTransactionReceiptTimeoutError({ hash, timeout })), timeout)
  })
  try {
    // race() handles both sides, so the loop failing after the timeout won is never an unhandled rejection.
    return await Promise.race([follow(client, parameters, stop.signal), timedOut])
  } finally {
    clearTimeout(timer)
    stop.abort()
  }
}

async function follow(
  client: TransactionClient,
  parameters: WaitForTransactionReceiptParameters,
  signal: AbortSignal,
): Promise<TransactionReceipt> {
  const {
    hash,
    confirmations = 1,
    retryCount = RECEIPT_RETRY_COUNT,
    retryDelay = RECEIPT_RETRY_DELAY_MS,
    pollingInterval = RECEIPT_POLLING_INTERVAL_MS,
    onReplaced,
  } = parameters
  let original: Tracked | undefined
  let replacement: Omit<ReplacementInfo, 'transactionReceipt'> | undefined
  let retries = 0
  for (;;) {
    const current = replacement?.transaction.hash ?? hash
    const found = (await withRpcError('eth_getTransactionByHash', () =>
      client.request({ method: 'eth_getTransactionByHash', params: [current] }),
    )) as RpcObject | null
    if (signal.aborted) throw signal.reason
    if (found) {
      const transaction = formatTransaction(found)
      if (!replacement) original ??= { transaction, fromBlock: transaction.blockNumber ?? (await blockNumber(client)) }
      if (transaction.blockNumber !== null) {
        const receipt = await confirmedReceipt(client, current, confirmations)
        if (receipt) {
          if (replacement) report(onReplaced, { ...replacement, transactionReceipt: receipt })
          return receipt
        }
      }
      await sleep(pollingInterval, signal)
    } else if (original && !replacement) {
      const { transaction: replaced, fromBlock } = original
      const transaction = await findReplacementTransaction({
        client,
        from: replaced.from,
        nonce: replaced.nonce,
        fromBlock,
      })
      if (transaction)
        replacement = {
          reason: getReplacementReason({ replacedTransaction: replaced, transaction }),
          transaction,
          replacedTransaction: replaced,
        }
      // Dropped with its nonce still unused: it may be broadcast again, so keep waiting until the timeout.
      else await sleep(pollingInterval, signal)
    } else if (original) {
      // The replacement itself vanished (a reorg): look again at the next check.
      await sleep(pollingInterval, signal)
    } else {
      if (retries === retryCount) throw new TransactionNotFoundError({ hash, retryCount })
      await sleep(retryDelay * 2 ** retries, signal)
      retries++
    }
  }
}

/** The receipt once it has `confirmations` blocks, else `undefined`. */
async function confirmedReceipt(
  client: TransactionClient,
  hash: Hash,
  confirmations: number,
): Promise<TransactionReceipt | undefined> {
  const raw = (await withRpcError('eth_getTransactionReceipt', () =>
    client.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
  )) as RpcObject | null
  if (!raw) return undefined
  const receipt = formatTransactionReceipt(raw)
  const head = await blockNumber(client)
  return head - receipt.blockNumber + 1n >= BigInt(confirmations) ? receipt : undefined
}

async function blockNumber(client: TransactionClient): Promise<bigint> {
  return BigInt((await withRpcError('eth_blockNumber', () => client.request({ method: 'eth_blockNumber' }))) as string)
}

function report(onReplaced: WaitForTransactionReceiptParameters['onReplaced'], info: ReplacementInfo): void {
  try {
    onReplaced?.(info)
  } catch (error) {
    // The receipt is what the caller waits for; a failing callback must not lose it.
    logQuietly('TRANSACTION_ON_REPLACED_FAILED', error)
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
