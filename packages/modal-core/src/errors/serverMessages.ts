/** Receives the text of a hosted service's or node's error answer. */
export type ServerMessageListener = (message: string) => void

const listeners = new Set<ServerMessageListener>()

/**
 * Listens to the error texts the hosted services and nodes answer with (an HTTP error body, a JSON-RPC
 * error message), so a layer above can turn the known ones into alerts. Returns the unsubscribe.
 *
 * @example
 * const stop = onServerMessage((message) => console.info(message))
 */
export function onServerMessage(listener: ServerMessageListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Passes an error answer's text to the listeners of {@link onServerMessage}; a listener that throws is
 * ignored (reporting never breaks the request's own error).
 *
 * @example
 * reportServerMessage(await response.text())
 */
export function reportServerMessage(message: string | undefined): void {
  if (!message) return
  for (const listener of listeners) {
    try {
      listener(message)
    } catch {
      // A listener's failure is not the request's.
    }
  }
}
