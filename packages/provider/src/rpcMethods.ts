// The one list of safe and unsafe methods (spec section 6). The provider routes by it and modal-core's
// approval gate reads it (`@agentry/provider/rpc-methods`, an entry with nothing else in it, so the
// modal's first load takes the list and not the provider).

/**
 * Answered from the session by the provider itself: no node and no wallet is asked.
 *
 * @example
 * SESSION_METHODS.includes('eth_chainId') // true
 */
export const SESSION_METHODS = ['eth_accounts', 'eth_chainId'] as const

/**
 * Methods the chain's node answers, never the wallet, even when the wallet approved them: read-only
 * queries (eip155, and Solana's JSON-RPC reads), filters, and `eth_sendRawTransaction`, which sends a
 * transaction that is already signed. They change nothing the user must approve and every node knows
 * them, so asking the wallet would only add a relay round trip and a prompt on some wallets.
 *
 * @example
 * NODE_METHODS.includes('eth_getBalance') // true
 */
export const NODE_METHODS = [
  'eth_blockNumber',
  'eth_call',
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
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_peerCount',
  'net_version',
  'web3_clientVersion',
  'getBalance',
  'getLatestBlockhash',
  'getAccountInfo',
  'getSignatureStatuses',
  'getTransaction',
] as const

/**
 * Safe reads only the wallet can answer (EIP-5792 capabilities and call status, EIP-7811 assets): they go
 * to the wallet when the session granted them, without the approval gate; a node does not know them.
 *
 * @example
 * WALLET_READ_METHODS.includes('wallet_getCapabilities') // true
 */
export const WALLET_READ_METHODS = ['wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets'] as const

/**
 * Methods that proceed without the user's approval (spec section 6): the session's own answers, the
 * node's methods and the wallet's reads. They are never held back, so rejecting pending requests cannot
 * abort them.
 *
 * @example
 * SAFE_RPC_METHODS.includes('eth_call') // true
 */
export const SAFE_RPC_METHODS = [...SESSION_METHODS, ...NODE_METHODS, ...WALLET_READ_METHODS] as const

/**
 * Methods that need the user's approval (modal-core's ApproveTransaction view, spec section 6): message
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
export type NodeMethod = (typeof NODE_METHODS)[number]
export type WalletReadMethod = (typeof WALLET_READ_METHODS)[number]

const safe: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const node: ReadonlySet<string> = new Set(NODE_METHODS)
const walletRead: ReadonlySet<string> = new Set(WALLET_READ_METHODS)

/**
 * Whether a method may run without approval. Anything not on the safe list, including methods this
 * package does not know, needs approval.
 *
 * @example
 * isSafeRpcMethod('eth_getBalance') // true
 * isSafeRpcMethod('eth_sendTransaction') // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return safe.has(method)
}

/**
 * Whether the chain's node answers `method` (see `NODE_METHODS`), whatever the wallet approved.
 *
 * @example
 * isNodeMethod('eth_call') // true
 * isNodeMethod('wallet_getCapabilities') // false: the wallet answers it
 */
export function isNodeMethod(method: string): method is NodeMethod {
  return node.has(method)
}

/**
 * Whether `method` is a safe read that only the wallet answers (see `WALLET_READ_METHODS`).
 *
 * @example
 * isWalletReadMethod('wallet_getCallsStatus') // true
 */
export function isWalletReadMethod(method: string): method is WalletReadMethod {
  return walletRead.has(method)
}
