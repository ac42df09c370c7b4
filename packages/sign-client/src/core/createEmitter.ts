/** A listener map: event name to the payload its listeners receive. */
export type EventMap = Record<string, unknown>

export type Emitter<Events extends EventMap> = {
  /** Adds a listener; returns the function that removes it. */
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  /** Adds a listener that runs once. */
  once<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  off<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): void
  /** Calls every listener of `event` in the order added. */
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  listenerCount(event: keyof Events): number
  /** Removes every listener of `event`, or of every event. */
  removeAllListeners(event?: keyof Events): void
}

export type EmitterOptions<Events extends EventMap> = {
  /** Called after a listener of `event` was added (something held for the first listener can go now). */
  onListen?(event: keyof Events): void
}

/**
 * A small typed event emitter that runs in browsers and Node alike. A listener that throws does not
 * stop the others: its error is rethrown in a microtask, where the runtime reports it.
 *
 * @example
 * const events = createEmitter<{ expired: { target: string; expiry: number } }>()
 * const stop = events.on('expired', ({ target }) => console.info('expired', target))
 * events.emit('expired', { target: 'topic:abc', expiry: 1700000000 })
 * stop()
 */
export function createEmitter<Events extends EventMap>(options: EmitterOptions<Events> = {}): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()

  const off: Emitter<Events>['off'] = (event, listener) => {
    listeners.get(event)?.delete(listener)
  }
  const on: Emitter<Events>['on'] = (event, listener) => {
    let set = listeners.get(event)
    if (!set) listeners.set(event, (set = new Set()))
    set.add(listener)
    options.onListen?.(event)
    return () => off(event, listener)
  }
  return {
    on,
    off,
    once(event, listener) {
      const stop = on(event, (payload) => {
        stop()
        listener(payload)
      })
      return stop
    },
    emit(event, payload) {
      const set = listeners.get(event)
      if (!set) return
      for (const listener of [...set]) {
        try {
          ;(listener as (payload: Events[typeof event]) => void)(payload)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    removeAllListeners: (event) => (event === undefined ? listeners.clear() : void listeners.delete(event)),
  }
}
