import { connectionState, type Connection } from './connectionState.js'

/** Adds a connection or replaces the one of the same connector. */
export function upsertConnection(connection: Connection): void {
  const index = connectionState.connections.findIndex((existing) => existing.connectorId === connection.connectorId)
  if (index === -1) connectionState.connections.push(connection)
  else connectionState.connections[index] = connection
}
