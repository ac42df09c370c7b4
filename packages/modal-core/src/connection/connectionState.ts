import type { ChainNamespace } from '../caip/types.js'
import type { AccountStatus } from '../chain/chainState.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'
import { createStore } from '../utils/createStore.js'

export type ConnectionStatus = AccountStatus

/**
 * One wallet connection (spec section 3, "Wallet connection"). `chainId` is the CAIP-2 reference: a
 * number for eip155, a string elsewhere (a Solana genesis-hash prefix).
 */
export type Connection = {
  connectorId: string
  namespace: ChainNamespace
  accounts: string[]
  chainId: number | string
  status: ConnectionStatus
}

export type ConnectionState = {
  status: ConnectionStatus
  connections: Connection[]
  activeConnectorId: string | undefined
} & ErrorStateFields /* the last connection or disconnection error */

const store = /* @__PURE__ */ createStore<ConnectionState>({
  status: 'disconnected',
  connections: [],
  activeConnectorId: undefined,
  ...NO_ERROR,
})

/**
 * Wallet connections and the overall connection status.
 *
 * @example
 * connectionState.status // 'connected'
 */
export const connectionState: ConnectionState = store.state

/** Nothing connected. */
export const resetConnectionState: () => void = store.reset

/**
 * The connection that serves a namespace: the active one when it is of that namespace, else the most
 * recent connection of it.
 *
 * @example
 * getNamespaceConnection('solana')?.accounts[0]
 */
export function getNamespaceConnection(namespace: ChainNamespace): Connection | undefined {
  const active = getActiveConnection()
  if (active?.namespace === namespace) return active
  return connectionState.connections.findLast((connection) => connection.namespace === namespace)
}

/**
 * The active connection.
 *
 * @example
 * getActiveConnection()?.accounts[0]
 */
export function getActiveConnection(): Connection | undefined {
  return connectionState.connections.find((connection) => connection.connectorId === connectionState.activeConnectorId)
}
