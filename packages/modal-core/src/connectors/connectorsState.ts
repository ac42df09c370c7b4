import { ref } from 'valtio/vanilla'
import { createStore } from '../utils/createStore.js'
import type { Connector } from './types.js'

export type ConnectorsState = { connectors: Connector[] }

const store = /* @__PURE__ */ createStore<ConnectorsState>({ connectors: [] })

/**
 * The known connectors (announced and injected wallets, later WalletConnect and others).
 *
 * @example
 * connectorsState.connectors.map((connector) => connector.name)
 */
export const connectorsState: ConnectorsState = store.state

/** Forgets every connector. */
export const resetConnectorsState: () => void = store.reset

/**
 * Adds a connector, or replaces the one with the same id. The provider and hooks are kept as valtio
 * refs: a wallet's provider object must not be wrapped in a proxy.
 *
 * @example
 * addConnector({ id: 'my-wallet', name: 'My Wallet', type: 'EXTERNAL', chain: 'eip155', provider })
 */
export function addConnector(connector: Connector): void {
  const stored: Connector = {
    ...connector,
    ...(connector.provider ? { provider: ref(connector.provider) } : {}),
    ...(connector.adapter ? { adapter: ref(connector.adapter) } : {}),
    ...(connector.info ? { info: { ...connector.info } } : {}),
  }
  const index = connectorsState.connectors.findIndex((existing) => existing.id === connector.id)
  if (index === -1) connectorsState.connectors.push(stored)
  else connectorsState.connectors[index] = stored
}

/**
 * Removes a connector by id.
 *
 * @example
 * removeConnector('injected')
 */
export function removeConnector(id: string): void {
  const index = connectorsState.connectors.findIndex((connector) => connector.id === id)
  if (index !== -1) connectorsState.connectors.splice(index, 1)
}

/**
 * The connector with that id.
 *
 * @example
 * getConnector('dev.agentry.testwallet')?.provider
 */
export function getConnector(id: string): Connector | undefined {
  return connectorsState.connectors.find((connector) => connector.id === id)
}
