import type { JsonValue, KeyValueStorage } from './KeyValueStorage.js'
import { StorageQuotaError, StorageWriteError, toJson } from './storageErrors.js'

export type BrowserStorageParameters = {
  /** Prepended to every key so several clients (or apps) can share one origin. Default `'agentry-wc@2:'`. */
  prefix?: string
  /** The Web Storage area to use. Default `globalThis.localStorage`. */
  storage?: Storage
}

/**
 * Storage over the browser's `localStorage`, one JSON entry per key under a prefix. An entry that does
 * not parse (edited by hand, written by another library) reads as `undefined` and is removed; a full
 * quota throws `StorageQuotaError`.
 *
 * @example
 * const storage = new BrowserStorage({ prefix: 'my-dapp:wc@2:' })
 * await storage.setItem('keychain', {})
 */
export class BrowserStorage implements KeyValueStorage {
  private readonly prefix: string
  private readonly area: Storage

  constructor(params: BrowserStorageParameters = {}) {
    this.prefix = params.prefix ?? 'agentry-wc@2:'
    const area = params.storage ?? globalThis.localStorage
    if (!area) throw new StorageWriteError(this.prefix, { reason: 'no localStorage for' })
    this.area = area
  }

  async getItem<T = JsonValue>(key: string): Promise<T | undefined> {
    return this.read<T>(this.prefix + key)
  }

  async setItem<T = JsonValue>(key: string, value: T): Promise<void> {
    const text = toJson(key, value)
    try {
      this.area.setItem(this.prefix + key, text)
    } catch (cause) {
      if (isQuotaError(cause)) throw new StorageQuotaError(key, { cause })
      throw new StorageWriteError(key, { cause })
    }
  }

  async removeItem(key: string): Promise<void> {
    this.area.removeItem(this.prefix + key)
  }

  async getKeys(): Promise<string[]> {
    return this.ownKeys().map((full) => full.slice(this.prefix.length))
  }

  async getEntries<T = JsonValue>(): Promise<[string, T][]> {
    const entries: [string, T][] = []
    for (const full of this.ownKeys()) {
      const value = this.read<T>(full)
      if (value !== undefined) entries.push([full.slice(this.prefix.length), value])
    }
    return entries
  }

  private ownKeys(): string[] {
    const keys: string[] = []
    for (let i = 0; i < this.area.length; i++) {
      const key = this.area.key(i)
      if (key !== null && key.startsWith(this.prefix)) keys.push(key)
    }
    return keys
  }

  private read<T>(fullKey: string): T | undefined {
    const text = this.area.getItem(fullKey)
    if (text === null) return undefined
    try {
      return JSON.parse(text) as T
    } catch {
      // A corrupt entry would fail every later start; dropping it lets the client recover.
      this.area.removeItem(fullKey)
      return undefined
    }
  }
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  // Firefox used its own name; old WebKit only set the legacy code 22.
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
}
