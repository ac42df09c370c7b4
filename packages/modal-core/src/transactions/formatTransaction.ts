import type { Hex, Transaction, TransactionType } from './types.js'

/** A transaction or receipt object as the node sends it: every value a string, or null. */
export type RpcObject = Record<string, unknown>

const types: Record<string, TransactionType> = {
  '0x0': 'legacy',
  '0x1': 'eip2930',
  '0x2': 'eip1559',
  '0x3': 'eip4844',
  '0x4': 'eip7702',
}

/** A hex quantity as bigint; absent or null stays undefined. */
export const quantity = (value: unknown): bigint | undefined => (typeof value === 'string' ? BigInt(value) : undefined)
/** A hex quantity as number, or null when absent (a pending transaction's index). */
export const smallQuantity = (value: unknown): number | null =>
  typeof value === 'string' ? Number(BigInt(value)) : null
/** The transaction type's name; a node that gives none sent a legacy transaction. */
export const transactionType = (value: unknown): TransactionType =>
  typeof value === 'string' ? (types[value] ?? (value as Hex)) : 'legacy'

/**
 * A JSON-RPC transaction object with its quantities decoded: bigint amounts, number nonce and index,
 * the type by name. Fields the node left out stay out (`gasPrice` and the EIP-1559 fees depend on the type).
 *
 * @example
 * formatTransaction(await rpcRequest({ rpcUrl, method: 'eth_getTransactionByHash', params: [hash] }) as RpcObject).value // 10n
 */
export function formatTransaction(raw: RpcObject): Transaction {
  const optional = {
    gasPrice: quantity(raw.gasPrice),
    maxFeePerGas: quantity(raw.maxFeePerGas),
    maxPriorityFeePerGas: quantity(raw.maxPriorityFeePerGas),
    chainId: typeof raw.chainId === 'string' ? Number(BigInt(raw.chainId)) : undefined,
  }
  return {
    hash: raw.hash as Hex,
    from: raw.from as Hex,
    to: (raw.to as Hex | null | undefined) ?? null,
    nonce: smallQuantity(raw.nonce) ?? 0,
    value: quantity(raw.value) ?? 0n,
    input: (raw.input as Hex | undefined) ?? '0x',
    gas: quantity(raw.gas) ?? 0n,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    type: transactionType(raw.type),
    blockHash: (raw.blockHash as Hex | null | undefined) ?? null,
    blockNumber: quantity(raw.blockNumber) ?? null,
    transactionIndex: smallQuantity(raw.transactionIndex),
  }
}
