import type { WalletTransaction } from '../../api/historyApi.js'
import { rpcRequest } from '../../evmCall/rpcRequest.js'
import { RpcRequestError } from '../../errors/rpcRequestErrors.js'
import {
  accountTransferLogs,
  readTokenInfos,
  toChainTransaction,
  type ChainLog,
  type TokenInfo,
} from './toChainTransaction.js'

/** Transactions asked for per page (the node returns whole blocks, so a page may hold a few more). */
export const OTTERSCAN_PAGE_SIZE = 10

type OtsTransaction = { hash: string; from: string; to: string | null; value: string; blockNumber: string }
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

/**
 * One page of an account's transactions through the node's Otterscan API (`ots_searchTransactionsBefore`),
 * newest first; `next` is the lowest block of the page, where the next page starts (exclusive), or
 * undefined on the last page. Undefined when the node does not offer the API (it answers an error).
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
}: ReadOtterscanPageParameters): Promise<{ data: WalletTransaction[]; next: string | undefined } | undefined> {
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
  const tokens = await readTokenInfos(
    rpcUrl,
    page.receipts.flatMap((receipt) => accountTransferLogs(receipt.logs ?? [], address).map((log) => log.address)),
  )
  const data = page.txs.map((tx, index) => {
    const receipt = page.receipts[index]!
    return toChainTransaction({
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
  })
  const lowest = page.txs.at(-1)?.blockNumber
  return { data, next: page.lastPage || !lowest ? undefined : String(Number(lowest)) }
}
