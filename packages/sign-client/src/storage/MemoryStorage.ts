import type { JsonValue, KeyValueStorage } from './KeyValueStorage.js'
import { toJson } from './storageErrors.js'

/**
 * Storage held in memory for the life of the process. Values are kept as JSON text, so callers get
 * fresh copies and anything that would not survive a real store fails here too.
 *
 * @example
 * const client = await createSignClient({ storage: new MemoryStorage() })
 */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>()

  async getItem<T = JsonValue>(key: string): Promise<T | undefined> {
    const text = this.entries.get(key)
    return text === undefined ? undefined : (JSON.parse(text) as T)
  }

  async setItem<T = JsonValue>(key: string, value: T): Promise<void> {
    this.entries.set(key, toJson(key, value))
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T = JsonValue>(): Promise<[string, T][]> {
    return [...this.entries].map(([key, text]) => [key, JSON.parse(text) as T])
  }
}
