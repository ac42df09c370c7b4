/**
 * Methods that proceed without the user's approval (spec section 6): read-only queries, sending an
 * already signed transaction, capabilities, call status and assets. They are never held back, so
 * rejecting pending requests cannot abort them.
 *
 * @example
 * SAFE_RPC_METHODS.includes('eth_call') // true
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_peerCount',
  'net_version',
  'web3_clientVersion',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/**
 * Methods that need the user's approval through the ApproveTransaction view (spec section 6): message
 * and typed-data signatures, transactions, the Solana signing methods, batched calls, permission grant
 * and revoke, user operations.
 *
 * @example
 * UNSAFE_RPC_METHODS.includes('personal_sign') // true
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]

const safe: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)

/**
 * Whether a method may run without approval. Anything not on the safe list — including methods this
 * package does not know — needs approval.
 *
 * @example
 * isSafeRpcMethod('eth_getBalance') // true
 * isSafeRpcMethod('eth_sendTransaction') // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return safe.has(method)
}
