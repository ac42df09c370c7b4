import type { Eip1193Provider } from '../adapters/types.js'
import { runInBackground } from '../utils/background.js'
import { setSubscription } from '../connection/providerSubscriptions.js'
import { removeConnection } from './removeConnection.js'
import { updateConnection } from './updateConnection.js'

const quietly = (promise: Promise<void>) => runInBackground(promise, 'PROVIDER_EVENT_FAILED')

/**
 * Follows a connected wallet's EIP-1193 events: accountsChanged (an empty list means disconnected),
 * chainChanged and disconnect.
 */
export function watchProvider(connectorId: string, provider: Eip1193Provider): void {
  const onAccountsChanged = (accounts: unknown) => {
    const list = Array.isArray(accounts) ? accounts.filter((item): item is string => typeof item === 'string') : []
    quietly(list.length ? updateConnection(connectorId, { accounts: list }) : removeConnection(connectorId))
  }
  const onChainChanged = (chainId: unknown) => {
    const id = Number(chainId)
    if (Number.isSafeInteger(id)) quietly(updateConnection(connectorId, { chainId: id }))
  }
  const onDisconnect = () => quietly(removeConnection(connectorId))
  provider.on?.('accountsChanged', onAccountsChanged)
  provider.on?.('chainChanged', onChainChanged)
  provider.on?.('disconnect', onDisconnect)
  setSubscription(connectorId, () => {
    provider.removeListener?.('accountsChanged', onAccountsChanged)
    provider.removeListener?.('chainChanged', onChainChanged)
    provider.removeListener?.('disconnect', onDisconnect)
  })
}
