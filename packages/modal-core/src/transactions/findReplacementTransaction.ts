import { quantityToHex } from '../utils/hex.js'
import { formatTransaction, type RpcObject } from './formatTransaction.js'
import type { Address, Transaction, TransactionClient } from './types.js'
import { withRpcError } from './withRpcError.js'

export type FindReplacementTransactionParameters = {
  client: TransactionClient
  from: Address
  nonce: number
  /** The first block that may hold the replacement: the head when the original was first seen. */
  fromBlock: bigint
}

/**
 * Finds the mined transaction that used `nonce` of `from`, or `undefined` when that nonce is still
 * unused (the original was dropped, or its replacement is not mined yet). The account's mined
 * transaction count is asked first, so blocks are only read once a transaction with that nonce exists.
 *
 * @example
 * const replacement = await findReplacementTransaction({ client, from: tx.from, nonce: tx.nonce, fromBlock: 12n })
 */
export async function findReplacementTransaction({
  client,
  from,
  nonce,
  fromBlock,
}: FindReplacementTransactionParameters): Promise<Transaction | undefined> {
  const count = await withRpcError('eth_getTransactionCount', () =>
    client.request({ method: 'eth_getTransactionCount', params: [from, 'latest'] }),
  )
  if (BigInt(count as string) <= BigInt(nonce)) return undefined
  const head = BigInt(
    (await withRpcError('eth_blockNumber', () => client.request({ method: 'eth_blockNumber' }))) as string,
  )
  for (let number = head; number >= fromBlock && number >= 0n; number--) {
    const block = (await withRpcError('eth_getBlockByNumber', () =>
      client.request({ method: 'eth_getBlockByNumber', params: [quantityToHex(number), true] }),
    )) as { transactions?: (RpcObject | string)[] } | null
    for (const transaction of block?.transactions ?? []) {
      if (typeof transaction === 'string') continue
      if (
        String(transaction.from).toLowerCase() === from.toLowerCase() &&
        BigInt(transaction.nonce as string) === BigInt(nonce)
      )
        return formatTransaction(transaction)
    }
  }
  return undefined
}
