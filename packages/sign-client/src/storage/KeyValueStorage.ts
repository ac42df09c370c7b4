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
  /** The stored value, or `undefined` when the key is absent (or its entry could not be read). */
  getItem<T = JsonValue>(key: string): Promise<T | undefined>
  setItem<T = JsonValue>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
  getKeys(): Promise<string[]>
  getEntries<T = JsonValue>(): Promise<[key: string, value: T][]>
}
