import type { JsonValue, KeyValueStorage } from './KeyValueStorage.js'
import { StorageQuotaError, toJson } from './storageErrors.js'

export type MemoryStorageParameters = {
  /**
   * The most it holds, counted as a browser counts its `localStorage` quota: the characters of every
   * key and its JSON text. A write past it throws StorageQuotaError. No limit by default.
   */
  quotaBytes?: number
}

/**
 * Storage held in memory for the life of the process. Values are kept as JSON text, so callers get
 * fresh copies and anything that would not survive a real store fails here too. With `quotaBytes` it
 * fills up as a browser's storage does.
 *
 * @example
 * const client = await SignClient.init({ relayUrl, metadata, storage: new MemoryStorage() })
 * const small = new MemoryStorage({ quotaBytes: 5_000_000 }) // a browser's usual quota
 */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>()
  private readonly quotaBytes: number
  private usedBytes = 0

  constructor(params: MemoryStorageParameters = {}) {
    this.quotaBytes = params.quotaBytes ?? Infinity
  }

  /** What the entries take, counted as `quotaBytes` counts it. */
  get size(): number {
    return this.usedBytes
  }

  async getItem<T = JsonValue>(key: string): Promise<T | undefined> {
    const text = this.entries.get(key)
    return text === undefined ? undefined : (JSON.parse(text) as T)
  }

  async setItem<T = JsonValue>(key: string, value: T): Promise<void> {
    const text = toJson(key, value)
    const previous = this.entries.get(key)
    const used = this.usedBytes - (previous === undefined ? 0 : key.length + previous.length) + key.length + text.length
    if (used > this.quotaBytes) throw new StorageQuotaError(key)
    this.entries.set(key, text)
    this.usedBytes = used
  }

  async removeItem(key: string): Promise<void> {
    const previous = this.entries.get(key)
    if (previous === undefined) return
    this.entries.delete(key)
    this.usedBytes -= key.length + previous.length
  }

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T = JsonValue>(): Promise<[string, T][]> {
    return [...this.entries].map(([key, text]) => [key, JSON.parse(text) as T])
  }
}
