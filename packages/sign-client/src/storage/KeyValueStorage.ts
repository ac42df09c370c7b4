/** A value that survives `JSON.stringify` and `JSON.parse` unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined }

/**
 * Where the client keeps its state: keys, sessions, pairings, history. Values are JSON-serialisable;
 * every method is async so a store can sit on a file, IndexedDB or a remote service.
 *
 * @example
 * const storage: KeyValueStorage = new MemoryStorage()
 * await storage.setItem('wc@2:core:keychain', { [topic]: symKey })
 * const keys = await storage.getItem<Record<string, string>>('wc@2:core:keychain')
 */
export interface KeyValueStorage {
  /**
   * The stored value, or `undefined` when the key is absent (or its entry could not be read).
   *
   * @example
   * const history = await storage.getItem<[number, JsonRpcRecord][]>('wc@2:core:history')
   */
  getItem<T = JsonValue>(key: string): Promise<T | undefined>
  /**
   * Stores a JSON-serialisable value; rejects with `StorageWriteError` (or `StorageQuotaError` when full).
   *
   * @example
   * await storage.setItem('wc@2:core:expirer', [['topic:7f6e…', 1700000300]])
   */
  setItem<T = JsonValue>(key: string, value: T): Promise<void>
  /**
   * Removes a key; removing an absent key is not an error.
   *
   * @example
   * await storage.removeItem('wc@2:core:keychain')
   */
  removeItem(key: string): Promise<void>
  /**
   * Every stored key.
   *
   * @example
   * await storage.getKeys() // ['wc@2:core:keychain', 'wc@2:core:history']
   */
  getKeys(): Promise<string[]>
  /**
   * Every stored key with its value.
   *
   * @example
   * for (const [key, value] of await storage.getEntries()) console.info(key, value)
   */
  getEntries<T = JsonValue>(): Promise<[key: string, value: T][]>
}
