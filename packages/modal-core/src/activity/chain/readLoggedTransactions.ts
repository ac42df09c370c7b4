import type { WalletTransaction } from '../../api/historyApi.js'
import { rpcBatch, rpcBatchSettled } from '../../evmCall/rpcRequest.js'
import { toChainTransaction, type TokenInfo } from './toChainTransaction.js'
import type { TransferLog } from './readTransferLogs.js'

type Tx = { hash: string; from: string; to: string | null; value: string; blockNumber: string | null }
type Block = { timestamp: string }

export type ReadLoggedTransactionsParameters = {
  rpcUrl: string
  chain: string
  address: string
  native: TokenInfo
  /** The transactions to read, by hash. */
  hashes: readonly string[]
  /** The account's `Transfer` logs of those transactions. */
  logs: readonly TransferLog[]
  /** The symbol and decimals of the logs' tokens (a promise: read alongside the transactions). */
  tokens: ReadonlyMap<string, TokenInfo> | Promise<ReadonlyMap<string, TokenInfo>>
}

/**
 * Activity entries for transactions known by hash (from `Transfer` logs, or sent by the modal): each
 * transaction and its block's time read in two HTTP batches, newest first. A hash the node does not know
 * (or not yet mined) is left out.
 *
 * @throws HttpStatusError | RpcRequestError when the node cannot be read
 * @example
 * const data = await readLoggedTransactions({ rpcUrl, chain: 'eip155:1337', address, native, hashes, logs, tokens })
 */
export async function readLoggedTransactions({
  rpcUrl,
  chain,
  address,
  native,
  hashes,
  logs,
  tokens,
}: ReadLoggedTransactionsParameters): Promise<WalletTransaction[]> {
  if (!hashes.length) {
    // Not awaited: a refused token read has nothing to show here.
    Promise.resolve(tokens).catch(() => undefined)
    return []
  }
  const [txAnswers, tokenInfos] = await Promise.all([
    rpcBatchSettled(
      rpcUrl,
      hashes.map((hash) => ({ method: 'eth_getTransactionByHash', params: [hash] })),
    ),
    tokens,
  ])
  const txs = txAnswers.flatMap((answer) =>
    answer.status === 'fulfilled' && (answer.value as Tx | null)?.blockNumber ? [answer.value as Tx] : [],
  )
  const blockNumbers = [...new Set(txs.map((tx) => tx.blockNumber!))]
  const blocks = blockNumbers.length
    ? ((await rpcBatch(
        rpcUrl,
        blockNumbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [number, false] })),
      )) as Block[])
    : []
  const timestamps = new Map(blockNumbers.map((number, index) => [number, Number(blocks[index]?.timestamp)]))
  return txs
    .sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber))
    .map((tx) =>
      toChainTransaction({
        me: address,
        hash: tx.hash,
        chain,
        timestamp: timestamps.get(tx.blockNumber!) ?? 0,
        from: tx.from,
        to: tx.to,
        value: BigInt(tx.value),
        failed: false,
        logs: logs.filter((log) => log.transactionHash.toLowerCase() === tx.hash.toLowerCase()),
        tokens: tokenInfos,
        native,
      }),
    )
}
