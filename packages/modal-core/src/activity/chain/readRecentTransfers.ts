import type { WalletTransaction } from '../../api/historyApi.js'
import { rpcBatch, rpcBatchSettled, rpcRequest } from '../../evmCall/rpcRequest.js'
import { sentTransactions } from '../../transactions/sentTransactions.js'
import {
  readTokenInfos,
  toChainTransaction,
  TRANSFER_TOPIC,
  type ChainLog,
  type TokenInfo,
} from './toChainTransaction.js'

/**
 * The recent blocks whose `Transfer` logs are read, widest first: a node that caps `eth_getLogs` refuses
 * the wider range, and the narrower one is tried once.
 */
export const TRANSFER_LOG_RANGES = [10_000, 1_000] as const

type Log = ChainLog & { blockNumber: string; blockTimestamp?: string }
type Tx = { hash: string; from: string; to: string | null; value: string; blockNumber: string | null }
type Block = { timestamp: string }

export type ReadRecentTransfersParameters = { rpcUrl: string; chain: string; address: string; native: TokenInfo }

async function readTransferLogs(rpcUrl: string, address: string): Promise<Log[]> {
  const padded = `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
  const latest = Number(await rpcRequest({ rpcUrl, method: 'eth_blockNumber', params: [] }))
  let refusal: unknown
  for (const range of TRANSFER_LOG_RANGES) {
    const filter = {
      fromBlock: `0x${Math.max(0, latest - range + 1).toString(16)}`,
      toBlock: `0x${latest.toString(16)}`,
    }
    try {
      const [sent, received] = (await rpcBatch(rpcUrl, [
        { method: 'eth_getLogs', params: [{ ...filter, topics: [TRANSFER_TOPIC, padded] }] },
        { method: 'eth_getLogs', params: [{ ...filter, topics: [TRANSFER_TOPIC, null, padded] }] },
      ])) as [Log[], Log[]]
      return [...sent, ...received]
    } catch (error) {
      refusal = error
    }
  }
  throw refusal
}

/**
 * The account's recent activity where the node has no Otterscan API: its ERC-20 `Transfer` logs over the
 * last blocks (`TRANSFER_LOG_RANGES`) and the transactions the modal sent itself, newest first. Partial
 * by nature: older history, and ETH received, are not seen.
 *
 * @throws HttpStatusError | RpcRequestError when the node refuses even the narrower log range
 * @example
 * const data = await readRecentTransfers({ rpcUrl, chain: 'eip155:1337', address, native: { symbol: 'ETH', decimals: 18 } })
 */
export async function readRecentTransfers({
  rpcUrl,
  chain,
  address,
  native,
}: ReadRecentTransfersParameters): Promise<WalletTransaction[]> {
  const logs = await readTransferLogs(rpcUrl, address)
  const hashes = new Set(logs.map((log) => log.transactionHash))
  for (const sent of sentTransactions)
    if (sent.caipNetworkId === chain && sent.from.toLowerCase() === address.toLowerCase()) hashes.add(sent.hash)
  const hashList = [...hashes]
  if (!hashList.length) return []
  const [txAnswers, tokens] = await Promise.all([
    rpcBatchSettled(
      rpcUrl,
      hashList.map((hash) => ({ method: 'eth_getTransactionByHash', params: [hash] })),
    ),
    readTokenInfos(
      rpcUrl,
      logs.map((log) => log.address),
    ),
  ])
  const txs = txAnswers.flatMap((answer) =>
    answer.status === 'fulfilled' && (answer.value as Tx | null)?.blockNumber ? [answer.value as Tx] : [],
  )
  const blockNumbers = [...new Set(txs.map((tx) => tx.blockNumber!))]
  const blocks = (await rpcBatch(
    rpcUrl,
    blockNumbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [number, false] })),
  )) as Block[]
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
        logs: logs.filter((log) => log.transactionHash === tx.hash),
        tokens,
        native,
      }),
    )
}
