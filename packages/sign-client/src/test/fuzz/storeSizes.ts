// Fuzz support (not exported by the package): what a client keeps in its storage, store by store.
import type { MemoryStorage } from '../../storage/MemoryStorage.js'

/** Records per store (`session`, `history`, `pendingRequest`, …) and the bytes of all of them. */
export type StoreSizes = { records: Record<string, number>; bytes: number }

/**
 * Counts the records of every store in `storage` (keys `wc@2:agentry:{prefix}:{store}//{key}`).
 *
 * @example
 * const { records, bytes } = await measureStores(storage) // { records: { session: 1, history: 12 }, bytes: 9210 }
 */
export async function measureStores(storage: MemoryStorage): Promise<StoreSizes> {
  const records: Record<string, number> = {}
  for (const key of await storage.getKeys()) {
    const store = /^wc@2:agentry:[^:]*:([^/]+)\/\//.exec(key)?.[1] ?? 'other'
    records[store] = (records[store] ?? 0) + 1
  }
  return { records, bytes: storage.size }
}
