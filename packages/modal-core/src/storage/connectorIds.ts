import { readStorage, removeStorage, writeStorage } from './storage.js'

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** Ids of connected connectors, oldest first (the last one was active). */
export function getStoredConnectorIds(): string[] {
  return readStorage('connectorIds', isStringList) ?? []
}

/** Records a connector as connected (moved to the end: the most recent). */
export function addStoredConnectorId(id: string): void {
  writeStorage('connectorIds', [...getStoredConnectorIds().filter((stored) => stored !== id), id])
}

/** Forgets one connector, or all of them without an id. */
export function removeStoredConnectorId(id?: string): void {
  if (id === undefined) return removeStorage('connectorIds')
  const rest = getStoredConnectorIds().filter((stored) => stored !== id)
  if (rest.length) writeStorage('connectorIds', rest)
  else removeStorage('connectorIds')
}
