/** 0x-prefixed hex data. */
export type Hex = `0x${string}`
/** A 20-byte account address, 0x-prefixed, as the node wrote it (not checksummed). */
export type Address = `0x${string}`
/** A 32-byte transaction or block hash, 0x-prefixed. */
export type Hash = `0x${string}`

/** The EIP-2718 envelope of a transaction, by name; an unknown type keeps its hex code. */
export type TransactionType = 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702' | Hex

/**
 * What the transaction helpers send requests through: anything with an EIP-1193 style `request`,
 * such as a viem client, or the fetch client `getTransactionClient` makes from an RPC URL.
 */
export type TransactionClient = {
  // A method, not a function property: its parameter is then compared both ways, so viem's typed
  // `request` (a union of known methods) fits too.
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** A transaction as `eth_getTransactionByHash` returns it, quantities as bigint (block fields null while pending). */
export type Transaction = {
  hash: Hash
  from: Address
  /** null for a contract creation. */
  to: Address | null
  nonce: number
  value: bigint
  input: Hex
  gas: bigint
  /** The legacy and EIP-2930 price; nodes also give the effective price of EIP-1559 transactions. */
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  chainId?: number
  type: TransactionType
  blockHash: Hash | null
  blockNumber: bigint | null
  transactionIndex: number | null
}

/** An event log of a receipt. */
export type Log = {
  address: Address
  topics: Hex[]
  data: Hex
  blockHash: Hash | null
  blockNumber: bigint | null
  transactionHash: Hash | null
  transactionIndex: number | null
  logIndex: number | null
  removed: boolean
}

/** A mined transaction's receipt, quantities as bigint. */
export type TransactionReceipt = {
  transactionHash: Hash
  blockHash: Hash
  blockNumber: bigint
  transactionIndex: number
  from: Address
  /** null for a contract creation. */
  to: Address | null
  /** The created contract, or null. */
  contractAddress: Address | null
  /** 'reverted' when execution failed (receipt status 0x0). */
  status: 'success' | 'reverted'
  gasUsed: bigint
  cumulativeGasUsed: bigint
  effectiveGasPrice: bigint
  logs: Log[]
  logsBloom: Hex
  type: TransactionType
}
