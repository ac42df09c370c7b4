import { quantity, smallQuantity, transactionType, type RpcObject } from './formatTransaction.js'
import type { Hex, Log, TransactionReceipt } from './types.js'

function formatLog(raw: RpcObject): Log {
  return {
    address: raw.address as Hex,
    topics: (raw.topics as Hex[] | undefined) ?? [],
    data: (raw.data as Hex | undefined) ?? '0x',
    blockHash: (raw.blockHash as Hex | null | undefined) ?? null,
    blockNumber: quantity(raw.blockNumber) ?? null,
    transactionHash: (raw.transactionHash as Hex | null | undefined) ?? null,
    transactionIndex: smallQuantity(raw.transactionIndex),
    logIndex: smallQuantity(raw.logIndex),
    removed: raw.removed === true,
  }
}

/**
 * A JSON-RPC receipt with its quantities decoded and its status named: 'success' for 0x1,
 * 'reverted' for 0x0.
 *
 * @example
 * formatTransactionReceipt(await rpcRequest({ rpcUrl, method: 'eth_getTransactionReceipt', params: [hash] }) as RpcObject).status // 'success'
 */
export function formatTransactionReceipt(raw: RpcObject): TransactionReceipt {
  return {
    transactionHash: raw.transactionHash as Hex,
    blockHash: raw.blockHash as Hex,
    blockNumber: quantity(raw.blockNumber) ?? 0n,
    transactionIndex: smallQuantity(raw.transactionIndex) ?? 0,
    from: raw.from as Hex,
    to: (raw.to as Hex | null | undefined) ?? null,
    contractAddress: (raw.contractAddress as Hex | null | undefined) ?? null,
    status: raw.status === '0x1' ? 'success' : 'reverted',
    gasUsed: quantity(raw.gasUsed) ?? 0n,
    cumulativeGasUsed: quantity(raw.cumulativeGasUsed) ?? 0n,
    effectiveGasPrice: quantity(raw.effectiveGasPrice) ?? 0n,
    logs: ((raw.logs as RpcObject[] | undefined) ?? []).map(formatLog),
    logsBloom: (raw.logsBloom as Hex | undefined) ?? '0x',
    type: transactionType(raw.type),
  }
}
