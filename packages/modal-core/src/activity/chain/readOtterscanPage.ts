import type { WalletTransaction } from '../../api/historyApi.js'
import { rpcRequest } from '../../evmCall/rpcRequest.js'
import { RpcRequestError } from '../../errors/rpcRequestErrors.js'
import { readLoggedTransactions } from './readLoggedTransactions.js'
import { readTransferLogs, type TransferLog } from './readTransferLogs.js'
import {
  accountTransferLogs,
  readTokenInfos,
  toChainTransaction,
  type ChainLog,
  type TokenInfo,
} from './toChainTransaction.js'

/** Transactions asked for per page (the node returns whole blocks, so a page may hold a few more). */
export const OTTERSCAN_PAGE_SIZE = 10

type OtsTransaction = {
  hash: string
  from: string
  to: string | null
  value: string
  blockNumber: string
  transactionIndex?: string
}
type OtsReceipt = { status: string; logs: ChainLog[]; timestamp: string }
type OtsPage = { txs: OtsTransaction[]; receipts: OtsReceipt[]; lastPage: boolean }

export type ReadOtterscanPageParameters = {
  rpcUrl: string
  chain: string
  address: string
  /** The block the page ends before (exclusive); undefined for the newest. */
  cursor: string | undefined
  native: TokenInfo
}

export type OtterscanPage = {
  data: WalletTransaction[]
  next: string | undefined
  /** Tokens received in the page's blocks may be missing: its blocks reach past the `Transfer` logs read. */
  partial: boolean
}

/** Where an entry sits on the chain, newest first: block, then position in the block. */
type Placed = { entry: WalletTransaction; block: number; index: number }

/**
 * One page of an account's transactions through the node's Otterscan API (`ots_searchTransactionsBefore`),
 * newest first; `next` is the lowest block of the page, where the next page starts (exclusive), or
 * undefined on the last page. Undefined when the node does not offer the API (it answers an error).
 *
 * The Otterscan API lists the transactions the account sent or was the `to` of, not a token someone else
 * sent it (a `transfer` call to the token's contract). So the account's ERC-20 `Transfer` logs over the
 * page's blocks are read too (the same bounded read as a node without the API, `readTransferLogs`, from
 * the page's newest block back over at most `TRANSFER_LOG_RANGES`), and the transactions they name that
 * the page lacks are merged in by block. `partial` when the page's blocks reach further back than the
 * logs read, or the node refused them.
 *
 * @throws HttpStatusError | RpcRequestError when the node cannot be reached or answers nonsense
 * @example
 * const page = await readOtterscanPage({ rpcUrl, chain: 'eip155:1337', address, cursor: undefined, native })
 */
export async function readOtterscanPage({
  rpcUrl,
  chain,
  address,
  cursor,
  native,
}: ReadOtterscanPageParameters): Promise<OtterscanPage | undefined> {
  let page: OtsPage
  try {
    page = (await rpcRequest({
      rpcUrl,
      method: 'ots_searchTransactionsBefore',
      params: [address, Number(cursor ?? 0), OTTERSCAN_PAGE_SIZE],
    })) as OtsPage
  } catch (error) {
    // The node answered, with an error (method not found, or refused): no Otterscan here.
    if (error instanceof RpcRequestError && error.cause && typeof error.cause === 'object' && 'code' in error.cause)
      return undefined
    throw error
  }
  if (!Array.isArray(page?.txs) || !Array.isArray(page.receipts) || page.txs.length !== page.receipts.length)
    throw new RpcRequestError({ method: 'ots_searchTransactionsBefore', details: 'the node answered no page' })
  const lowest = page.txs.at(-1)?.blockNumber
  const next = page.lastPage || !lowest ? undefined : String(Number(lowest))
  // The page holds the blocks from its lowest (the whole chain's start on the last page) to the cursor's.
  const received = await readReceivedElsewhere({
    rpcUrl,
    address,
    toBlock: cursor === undefined ? undefined : Number(cursor) - 1,
    fromBlock: next === undefined ? 0 : Number(next),
    listed: new Set(page.txs.map((tx) => tx.hash.toLowerCase())),
  })
  const tokens = await readTokenInfos(rpcUrl, [
    ...page.receipts.flatMap((receipt) => accountTransferLogs(receipt.logs ?? [], address).map((log) => log.address)),
    ...received.logs.map((log) => log.address),
  ])
  const placed: Placed[] = page.txs.map((tx, index) => {
    const receipt = page.receipts[index]!
    const entry = toChainTransaction({
      me: address,
      hash: tx.hash,
      chain,
      timestamp: Number(receipt.timestamp),
      from: tx.from,
      to: tx.to,
      value: BigInt(tx.value),
      failed: receipt.status === '0x0',
      logs: receipt.logs ?? [],
      tokens,
      native,
    })
    return { entry, block: Number(tx.blockNumber), index: Number(tx.transactionIndex ?? 0) }
  })
  let partial = received.partial
  if (received.logs.length) {
    const where = new Map(received.logs.map((log) => [log.transactionHash.toLowerCase(), log]))
    try {
      const entries = await readLoggedTransactions({
        rpcUrl,
        chain,
        address,
        native,
        hashes: [...where.keys()],
        logs: received.logs,
        tokens,
      })
      for (const entry of entries) {
        const log = where.get(entry.id.toLowerCase())!
        placed.push({ entry, block: Number(log.blockNumber), index: Number(log.transactionIndex ?? 0) })
      }
    } catch {
      // The page's own transactions still stand; what was received elsewhere is missing, and said so.
      partial = true
    }
  }
  const data = placed.sort((a, b) => b.block - a.block || b.index - a.index).map(({ entry }) => entry)
  return { data, next, partial }
}

/**
 * The account's `Transfer` logs in the page's blocks whose transactions the page does not list (tokens it
 * received through someone else's call). A refusal leaves the page as it is, marked partial.
 */
async function readReceivedElsewhere({
  rpcUrl,
  address,
  toBlock,
  fromBlock,
  listed,
}: {
  rpcUrl: string
  address: string
  toBlock: number | undefined
  fromBlock: number
  listed: ReadonlySet<string>
}): Promise<{ logs: TransferLog[]; partial: boolean }> {
  try {
    const read = await readTransferLogs({ rpcUrl, address, toBlock, fromBlock })
    return {
      logs: read.logs.filter((log) => !listed.has(log.transactionHash.toLowerCase())),
      partial: read.lowestBlock > fromBlock,
    }
  } catch {
    return { logs: [], partial: true }
  }
}
