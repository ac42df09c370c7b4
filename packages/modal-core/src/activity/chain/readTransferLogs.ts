import { rpcBatch, rpcRequest } from '../../evmCall/rpcRequest.js'
import { TRANSFER_TOPIC, type ChainLog } from './toChainTransaction.js'

/**
 * The blocks whose `Transfer` logs are read at most, widest first: a node that caps `eth_getLogs` refuses
 * the wider range, and the narrower one is tried once.
 */
export const TRANSFER_LOG_RANGES = [10_000, 1_000] as const

/** A `Transfer` log with the block it is in. */
export type TransferLog = ChainLog & { blockNumber: string; transactionIndex?: string }

export type ReadTransferLogsParameters = {
  rpcUrl: string
  address: string
  /** The newest block read; undefined for the node's latest. */
  toBlock?: number | undefined
  /** No block below this one is read (default 0). */
  fromBlock?: number | undefined
}

export type ReadTransferLogsReturnType = {
  /** The account's ERC-20 `Transfer` logs, sent and received. */
  logs: TransferLog[]
  /** The lowest block read: below it (down to `fromBlock`) nothing was seen. */
  lowestBlock: number
  /** The newest block read. */
  toBlock: number
}

/**
 * The account's ERC-20 `Transfer` logs, as sender and as receiver, from `toBlock` back over at most
 * `TRANSFER_LOG_RANGES` blocks (never below `fromBlock`), in one HTTP batch of two `eth_getLogs`. A node
 * that refuses the wider range is asked the narrower one.
 *
 * @throws HttpStatusError | RpcRequestError when the node refuses even the narrower range
 * @example
 * const { logs, lowestBlock } = await readTransferLogs({ rpcUrl, address: '0xf39F…2266' })
 */
export async function readTransferLogs({
  rpcUrl,
  address,
  toBlock,
  fromBlock = 0,
}: ReadTransferLogsParameters): Promise<ReadTransferLogsReturnType> {
  const padded = `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
  const top = toBlock ?? Number(await rpcRequest({ rpcUrl, method: 'eth_blockNumber', params: [] }))
  if (top < fromBlock) return { logs: [], lowestBlock: fromBlock, toBlock: top }
  let refusal: unknown
  let tried: number | undefined
  for (const range of TRANSFER_LOG_RANGES) {
    const lowestBlock = Math.max(fromBlock, top - range + 1)
    // Already refused: a narrower range that `fromBlock` cuts to the same blocks is not asked again.
    if (lowestBlock === tried) break
    tried = lowestBlock
    const filter = { fromBlock: `0x${lowestBlock.toString(16)}`, toBlock: `0x${top.toString(16)}` }
    try {
      const [sent, received] = (await rpcBatch(rpcUrl, [
        { method: 'eth_getLogs', params: [{ ...filter, topics: [TRANSFER_TOPIC, padded] }] },
        { method: 'eth_getLogs', params: [{ ...filter, topics: [TRANSFER_TOPIC, null, padded] }] },
      ])) as [TransferLog[], TransferLog[]]
      return { logs: [...sent, ...received], lowestBlock, toBlock: top }
    } catch (error) {
      refusal = error
    }
  }
  throw refusal
}
