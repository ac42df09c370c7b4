import type { DeviceShareRecord, DeviceShareStore } from './deviceShare.js'

export type CreateIndexedDbDeviceShareStoreParameters = {
  /** Database name in the host origin's IndexedDB. */
  name?: string
  /** The IndexedDB factory; the page's own by default. */
  indexedDB?: IDBFactory
}

const STORE = 'device-shares'

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/**
 * Device shares in IndexedDB. The record holds the CryptoKey object itself (IndexedDB stores it by
 * structured clone), so the non-extractable key never exists as bytes that script could read.
 *
 * @example
 * const deviceStore = createIndexedDbDeviceShareStore()
 * await saveDeviceShare(deviceStore, 'alice@example.org', shares.device)
 */
export function createIndexedDbDeviceShareStore({
  name = 'agentry-wallet-keys',
  indexedDB = globalThis.indexedDB,
}: CreateIndexedDbDeviceShareStoreParameters = {}): DeviceShareStore {
  let opened: Promise<IDBDatabase> | undefined
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    return opened
  }
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open()
    return done(action(db.transaction(STORE, mode).objectStore(STORE)))
  }
  return {
    get: async (accountId) => ((await run('readonly', (store) => store.get(accountId))) as DeviceShareRecord) ?? null,
    put: async (accountId, record) => void (await run('readwrite', (store) => store.put(record, accountId))),
    delete: async (accountId) => void (await run('readwrite', (store) => store.delete(accountId))),
  }
}
