/**
 * Read-only methods (and raw transaction sending) that the chain's node answers: spec section 6 lets
 * them proceed without the wallet's approval, so they go to the RPC even when the wallet listed them.
 */
export const SAFE_READ_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
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
  'net_version',
  'web3_clientVersion',
  'getBalance',
  'getLatestBlockhash',
  'getAccountInfo',
  'getSignatureStatuses',
  'getTransaction',
])

/** EIP-5792 methods: to the wallet when the session approved them (spec section 7, wallet side). */
export const EIP5792_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

/** Where a request goes: answered here, sent to the wallet, or sent to the chain's HTTP RPC. */
export type Route = 'local' | 'wallet' | 'rpc' | 'switch' | 'callsStatus'

const LOCAL_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'solana_getAccounts'])

/**
 * Decides where `method` goes, given what the session approved for the chain's namespace.
 *
 * @example
 * routeOf('eth_getBalance', ['personal_sign']) // 'rpc'
 * routeOf('personal_sign', ['personal_sign']) // 'wallet'
 */
export function routeOf(method: string, approved: readonly string[]): Route {
  if (LOCAL_METHODS.has(method)) return 'local'
  if (method === 'wallet_switchEthereumChain') return 'switch'
  if (EIP5792_METHODS.has(method)) {
    if (approved.includes(method)) return 'wallet'
    return method === 'wallet_getCallsStatus' ? 'callsStatus' : 'rpc'
  }
  if (SAFE_READ_METHODS.has(method)) return 'rpc'
  return approved.includes(method) ? 'wallet' : 'rpc'
}
