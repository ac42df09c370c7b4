import type { CaipNetwork } from '../caip/types.js'

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/

/**
 * Whether token balances are fetched on a network (spec section 9): never on testnets, except the
 * configured local chain — a network whose RPC is on this machine.
 *
 * @example
 * supportsBalances(localDevChain) // true
 */
export function supportsBalances(network: CaipNetwork): boolean {
  if (!network.testnet) return true
  const urls = network.rpcUrls.default.http
  return urls.length > 0 && urls.every((url) => LOOPBACK.test(url))
}
