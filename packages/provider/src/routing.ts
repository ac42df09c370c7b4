import { isNodeMethod, WALLET_READ_METHODS } from './rpcMethods.js'

/** EIP-5792 methods: to the wallet when the session approved them (spec section 7, wallet side). */
export const EIP5792_METHODS: ReadonlySet<string> = new Set(['wallet_sendCalls', ...WALLET_READ_METHODS])

/** Where a request goes: answered here, sent to the wallet, or sent to the chain's HTTP RPC. */
export type Route = 'local' | 'wallet' | 'rpc' | 'switch' | 'callsStatus'

const LOCAL_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'solana_getAccounts'])

/**
 * Decides where `method` goes, given what the session approved for the chain's namespace. The node's
 * methods (`NODE_METHODS` of the one safe list in `rpcMethods.ts`) go to the chain's RPC even when the
 * wallet approved them; EIP-5792 and EIP-7811 reads go to the wallet when it approved them.
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
  if (isNodeMethod(method)) return 'rpc'
  return approved.includes(method) ? 'wallet' : 'rpc'
}
