import { getActiveChain } from '../chain/chainState.js'
import { logQuietly } from '../utils/log.js'

/** Spec section 8: the message shown when the balance cannot be read. */
export const BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/**
 * Reads the native balance of the active address through the active network's RPC and stores it as a
 * decimal string with its symbol. Never throws: on failure the balance stays undefined and
 * `balanceError` is set. A result that arrives after the account or network changed is dropped.
 *
 * @example
 * await fetchBalance()
 * getActiveAccount().balance // '10000'
 */
export async function fetchBalance(): Promise<void> {
  const { accountState, networkState } = getActiveChain()
  const network = networkState.caipNetwork
  const address = accountState.address
  const caipAddress = accountState.caipAddress
  const rpcUrl = network?.rpcUrls.default.http[0]
  if (!address || !network || !rpcUrl) {
    accountState.balance = undefined
    accountState.balanceSymbol = undefined
    return
  }
  const stale = () => accountState.caipAddress !== caipAddress || networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId
  accountState.balanceLoading = true
  try {
    // Loaded on demand: viem's RPC client is only needed once an address is connected.
    const { readNativeBalance } = await import('./readNativeBalance.js')
    const value = await readNativeBalance({ rpcUrl, address, decimals: network.nativeCurrency.decimals })
    if (stale()) return
    accountState.balance = value
    accountState.balanceSymbol = network.nativeCurrency.symbol
    accountState.balanceError = undefined
  } catch (error) {
    if (stale()) return
    accountState.balance = undefined
    accountState.balanceSymbol = undefined
    accountState.balanceError = BALANCE_UNAVAILABLE
    logQuietly('BALANCE_FETCH_FAILED', error)
  } finally {
    if (!stale()) accountState.balanceLoading = false
  }
}
