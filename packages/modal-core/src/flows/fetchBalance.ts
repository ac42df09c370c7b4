import type { CaipNetwork } from '../caip/types.js'
import { getNamespace } from '../adapters/namespaces.js'
import { getActiveChain } from '../chain/chainState.js'
import { getNamespaceAdapter } from '../connection/getNamespaceAdapter.js'
import { ChainAdapterNotFoundError } from '../errors/adapterErrors.js'
import { balanceRetryBlock, nativeBalanceCache } from '../storage/caches.js'
import { logQuietly } from '../utils/log.js'

/** Spec section 8: the message shown when the balance cannot be read. */
export const BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

export type FetchBalanceParameters = {
  /** Skip the 30 s cache and the retry block (after a send, the balance has changed). */
  force?: boolean
}

async function readBalance(network: CaipNetwork, address: string): Promise<{ balance: string; symbol: string }> {
  // A namespace that reads balances from the network alone (eip155: its RPC) needs no wallet for it.
  const descriptor = getNamespace(network.chainNamespace)
  const reader = descriptor.getBalance ? descriptor : getNamespaceAdapter(network.chainNamespace)
  if (!reader?.getBalance) throw new ChainAdapterNotFoundError({ namespace: network.chainNamespace })
  const { balance, symbol } = await reader.getBalance({ address, network })
  return { balance, symbol }
}

/**
 * Reads the native balance of the active address on the active network (from the network's RPC
 * for eip155, through the connected wallet's adapter elsewhere) and stores it as a decimal string with its symbol. A
 * balance read in the last 30 s comes from the cache; after a failure the address is not asked again
 * for 30 s (spec section 9) and keeps 'Token Balance Unavailable'. Never throws. A result that arrives
 * after the account or network changed is dropped.
 *
 * @example
 * await fetchBalance()
 * getActiveAccount().balance // '10000'
 * await fetchBalance({ force: true }) // after a send
 */
export async function fetchBalance({ force = false }: FetchBalanceParameters = {}): Promise<void> {
  const { accountState, networkState } = getActiveChain()
  const network = networkState.caipNetwork
  const { address, caipAddress } = accountState
  if (!address || !caipAddress || !network) {
    accountState.balance = undefined
    accountState.balanceSymbol = undefined
    return
  }
  if (!force) {
    const cached = nativeBalanceCache.get(caipAddress)
    // balanceLoading too: a read for the previous account may still be in flight, and it leaves the flag alone.
    if (cached) {
      Object.assign(accountState, {
        balance: cached.balance,
        balanceSymbol: cached.symbol,
        balanceError: undefined,
        balanceLoading: false,
      })
      return
    }
    if (balanceRetryBlock.get(caipAddress)) {
      Object.assign(accountState, {
        balance: undefined,
        balanceSymbol: undefined,
        balanceError: BALANCE_UNAVAILABLE,
        balanceLoading: false,
      })
      return
    }
  }
  const stale = () =>
    accountState.caipAddress !== caipAddress || networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId
  accountState.balanceLoading = true
  try {
    const { balance, symbol } = await readBalance(network, address)
    nativeBalanceCache.set(caipAddress, { caipAddress, balance, symbol, timestamp: Date.now() })
    balanceRetryBlock.delete(caipAddress)
    if (stale()) return
    Object.assign(accountState, { balance, balanceSymbol: symbol, balanceError: undefined })
  } catch (error) {
    balanceRetryBlock.set(caipAddress, true)
    logQuietly('BALANCE_FETCH_FAILED', error)
    if (stale()) return
    Object.assign(accountState, { balance: undefined, balanceSymbol: undefined, balanceError: BALANCE_UNAVAILABLE })
  } finally {
    if (!stale()) accountState.balanceLoading = false
  }
}
