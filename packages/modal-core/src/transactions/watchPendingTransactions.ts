import type { Hash } from './types.js'
import { logQuietly } from '../utils/log.js'
import { getTransactionClient, type TransactionClientParameters } from './getTransactionClient.js'
import { withRpcError } from './withRpcError.js'

/**
 * Spec section 9: pending transaction polling default 30000 ms.
 *
 * @example
 * watchPendingTransactions({ rpcUrl, enabled: true, pollingInterval: PENDING_TRANSACTIONS_POLLING_INTERVAL_MS, onTransactions })
 */
export const PENDING_TRANSACTIONS_POLLING_INTERVAL_MS = 30_000
/**
 * Spec section 9: pending transactions limit 99, read as the number of polls after which watching
 * stops by itself (see `watchPendingTransactions`).
 *
 * @example
 * watchPendingTransactions({ rpcUrl, enabled: true, limit: PENDING_TRANSACTIONS_LIMIT, onTransactions })
 */
export const PENDING_TRANSACTIONS_LIMIT = 99

export type WatchPendingTransactionsParameters = TransactionClientParameters & {
  /** Called with the hashes that entered the node's mempool since the previous poll (never empty). */
  onTransactions: (hashes: Hash[]) => void
  /** Called with a `TransactionRpcError` when a poll fails; without it failures are only logged quietly. */
  onError?: (error: Error) => void
  /** Milliseconds between polls. Default 30 000. */
  pollingInterval?: number
  /** Off unless set: the spec disables pending-transaction polling by default. */
  enabled?: boolean
  /** Polls after which watching stops by itself. Default 99. */
  limit?: number
}

/** Stops watching. Safe to call more than once, and after watching stopped by itself. */
export type WatchPendingTransactionsReturnType = () => void

/**
 * Reports transactions entering the node's mempool, through a pending-transaction filter polled every
 * `pollingInterval`. Disabled by default: without `enabled: true` it sends nothing and returns a no-op.
 *
 * The spec says watching "stops after a set count" and sets "pending transactions limit 99". We read
 * both as one rule: after `limit` (99) polls the watcher stops by itself, as if unwatched, so a watcher
 * someone forgot cannot poll a node forever (99 polls at 30 s is about 50 minutes). A failed poll counts
 * too; it is reported and the filter is created again at the next poll (nodes drop idle filters).
 * Enabled without an RPC URL or client, it throws `TransactionRpcError` at once.
 *
 * @example
 * const unwatch = watchPendingTransactions({
 *   rpcUrl: 'http://127.0.0.1:8545',
 *   enabled: true,
 *   onTransactions: (hashes) => console.info(hashes),
 * })
 * unwatch()
 */
export function watchPendingTransactions(
  parameters: WatchPendingTransactionsParameters,
): WatchPendingTransactionsReturnType {
  const {
    onTransactions,
    onError,
    pollingInterval = PENDING_TRANSACTIONS_POLLING_INTERVAL_MS,
    enabled = false,
    limit = PENDING_TRANSACTIONS_LIMIT,
  } = parameters
  if (!enabled || limit <= 0) return () => {}
  const client = getTransactionClient(parameters)
  let stopped = false
  let polls = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let filter: Promise<Hash | undefined> | undefined

  const report = (error: unknown) => {
    try {
      if (onError) onError(error instanceof Error ? error : new Error(String(error)))
      else logQuietly('PENDING_TRANSACTIONS_WATCH_FAILED', error)
    } catch (callbackError) {
      logQuietly('PENDING_TRANSACTIONS_ON_ERROR_FAILED', callbackError)
    }
  }
  const createFilter = () =>
    withRpcError(
      'eth_newPendingTransactionFilter',
      () => client.request({ method: 'eth_newPendingTransactionFilter' }) as Promise<Hash>,
    ).catch((error: unknown) => {
      report(error)
      return undefined
    })
  const uninstall = (id: Hash | undefined) => {
    if (id) client.request({ method: 'eth_uninstallFilter', params: [id] }).catch(() => {})
  }
  const changes = (id: Hash) =>
    withRpcError('eth_getFilterChanges', () => client.request({ method: 'eth_getFilterChanges', params: [id] })).then(
      // A pending-transaction filter only ever yields hashes.
      (result) => result as Hash[],
      (error: unknown) => {
        if (!stopped) report(error)
        return undefined
      },
    )
  const stop = () => {
    if (stopped) return
    stopped = true
    clearTimeout(timer)
    void filter?.then(uninstall)
  }
  const poll = async () => {
    polls++
    filter ??= createFilter()
    const id = await filter
    if (stopped) return
    const hashes = id ? await changes(id) : undefined
    if (stopped) return
    // No answer: start a new filter at the next poll (the node may have dropped this one).
    if (!hashes) filter = undefined
    else if (hashes.length > 0) {
      try {
        onTransactions(hashes)
      } catch (error) {
        report(error)
      }
    }
    if (polls >= limit) stop()
    else timer = setTimeout(() => void poll(), pollingInterval)
  }

  // The filter starts now, so transactions sent before the first poll are reported by it.
  filter = createFilter()
  timer = setTimeout(() => void poll(), pollingInterval)
  return stop
}
