import { createIndexedDbDeviceShareStore } from '../keys/createIndexedDbDeviceShareStore.js'
import { createMemoryDeviceShareStore, type DeviceShareStore } from '../keys/deviceShare.js'

/** How the frame reached a place for the device share (reported on the console, for the developer). */
export type DeviceStoreKind = 'indexeddb' | 'storage-access' | 'memory'

type StorageAccessHandle = { indexedDB?: IDBFactory }
type DocumentWithStorageAccess = { requestStorageAccess?: (types?: { indexedDB: boolean }) => Promise<unknown> }

/** A store that works: a read goes through (a browser that blocks the frame's storage refuses the open). */
async function probe(store: DeviceShareStore): Promise<DeviceShareStore> {
  await store.get('agentry-wallet/probe')
  return store
}

/**
 * The device-share store of a frame embedded cross-site: the host origin's IndexedDB when the browser
 * lets the frame use it; else the unpartitioned IndexedDB the Storage Access API hands out when access is
 * already granted (`requestStorageAccess({ indexedDB: true })`); else this page's memory, so the wallet
 * still works until the page goes (a reload then finds no device share: `DEVICE_SHARE_MISSING`, until the
 * host's first-party popup, a later step, keeps it). The choice is made once, on first use.
 *
 * @example
 * const wallet = createFrameWallet({ api: createKeyShareApi(), deviceStore: openFrameDeviceStore() })
 */
export function openFrameDeviceStore({
  page = globalThis.document as unknown as DocumentWithStorageAccess,
  onKind = (kind: DeviceStoreKind) => void kind,
}: { page?: DocumentWithStorageAccess; onKind?: (kind: DeviceStoreKind) => void } = {}): DeviceShareStore {
  let opened: Promise<DeviceShareStore> | undefined
  const open = () =>
    (opened ??= (async () => {
      try {
        const store = await probe(createIndexedDbDeviceShareStore())
        onKind('indexeddb')
        return store
      } catch {
        // Blocked as third-party storage: ask for the unpartitioned storage, then fall back to memory.
      }
      try {
        // Only when access is granted already: a request that would prompt needs a gesture, and can wait on it.
        const state = await navigator.permissions?.query({ name: 'storage-access' as PermissionName }).then(
          (status) => status.state,
          () => 'denied',
        )
        if (state !== 'granted') throw new Error('no storage access')
        const handle = (await page.requestStorageAccess?.({ indexedDB: true })) as StorageAccessHandle | undefined
        if (handle?.indexedDB) {
          const store = await probe(createIndexedDbDeviceShareStore({ indexedDB: handle.indexedDB }))
          onKind('storage-access')
          return store
        }
      } catch {
        // No access granted (it needs the user's earlier visit to the host and a gesture): memory.
      }
      onKind('memory')
      return createMemoryDeviceShareStore()
    })())
  return {
    get: async (accountId) => (await open()).get(accountId),
    put: async (accountId, record) => (await open()).put(accountId, record),
    delete: async (accountId) => (await open()).delete(accountId),
  }
}
