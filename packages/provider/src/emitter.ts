type Listener = (...args: never[]) => void

/**
 * The small EventEmitter face EIP-1193 asks for (`on`, `once`, `removeListener`, `emit`), kept as a
 * map of sets so a listener added twice runs once. A throwing listener does not stop the others.
 */
export class ProviderEmitter {
  readonly #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: (...args: never[]) => void): this {
    let set = this.#listeners.get(event)
    if (!set) this.#listeners.set(event, (set = new Set()))
    set.add(listener)
    return this
  }

  once(event: string, listener: (...args: never[]) => void): this {
    const wrapper = (...args: never[]) => {
      this.removeListener(event, wrapper)
      listener(...args)
    }
    return this.on(event, wrapper)
  }

  removeListener(event: string, listener: (...args: never[]) => void): this {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: (...args: never[]) => void): this {
    return this.removeListener(event, listener)
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.#listeners.clear()
    else this.#listeners.delete(event)
    return this
  }

  listenerCount(event: string): number {
    return this.#listeners.get(event)?.size ?? 0
  }

  emit(event: string, ...args: unknown[]): boolean {
    const set = this.#listeners.get(event)
    if (!set?.size) return false
    for (const listener of [...set]) {
      try {
        ;(listener as (...args: unknown[]) => void)(...args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
    return true
  }
}
