import type { AccountStatus } from '../chain/chainState.js'
import { createStore } from '../utils/createStore.js'

export type ConnectionStatus = AccountStatus

/** One wallet connection (spec section 3, "Wallet connection"). */
export type Connection = { connectorId: string; accounts: string[]; chainId: number; status: ConnectionStatus }

export type ConnectionState = {
  status: ConnectionStatus
  connections: Connection[]
  activeConnectorId: string | undefined
  /** The last connection or disconnection error message. */
  error: string | undefined
}

const store = createStore<ConnectionState>({
  status: 'disconnected',
  connections: [],
  activeConnectorId: undefined,
  error: undefined,
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
 * The active connection.
 *
 * @example
 * getActiveConnection()?.accounts[0]
 */
export function getActiveConnection(): Connection | undefined {
  return connectionState.connections.find((connection) => connection.connectorId === connectionState.activeConnectorId)
}
