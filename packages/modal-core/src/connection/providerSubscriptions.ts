const unwatchers = new Map<string, () => void>()

/** Remembers how to stop listening to a connector's provider events (replacing an older listener). */
export function setSubscription(connectorId: string, unwatch: () => void): void {
  unwatchers.get(connectorId)?.()
  unwatchers.set(connectorId, unwatch)
}

/** Stops listening to one connector's provider events. */
export function clearSubscription(connectorId: string): void {
  unwatchers.get(connectorId)?.()
  unwatchers.delete(connectorId)
}

/** Stops listening to every provider. */
export function clearAllSubscriptions(): void {
  for (const unwatch of unwatchers.values()) unwatch()
  unwatchers.clear()
}
