import { formatTransaction, hexToBigInt, numberToHex, type Address, type Client, type Transaction } from 'viem'
import { withRpcError } from './withRpcError.js'

export type FindReplacementTransactionParameters = {
  client: Client
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
  if (hexToBigInt(count) <= BigInt(nonce)) return undefined
  const head = hexToBigInt(await withRpcError('eth_blockNumber', () => client.request({ method: 'eth_blockNumber' })))
  for (let number = head; number >= fromBlock && number >= 0n; number--) {
    const block = await withRpcError('eth_getBlockByNumber', () =>
      client.request({ method: 'eth_getBlockByNumber', params: [numberToHex(number), true] }),
    )
    for (const transaction of block?.transactions ?? []) {
      if (typeof transaction === 'string') continue
      if (transaction.from.toLowerCase() === from.toLowerCase() && hexToBigInt(transaction.nonce) === BigInt(nonce))
        return formatTransaction(transaction)
    }
  }
  return undefined
}
