import { createIndexedDbDeviceShareStore } from '../keys/createIndexedDbDeviceShareStore.js'
import { createMemoryDeviceShareStore, type DeviceShareStore } from '../keys/deviceShare.js'

/** Where the frame keeps the device share: the host origin's IndexedDB, or this page's memory. */
export type DeviceStoreKind = 'indexeddb' | 'memory'

/**
 * How long the first IndexedDB read may take before the frame gives up on it: Chromium 156 was seen to
 * leave an open in a cross-site frame with storage access granted unanswered, neither success nor error.
 */
const PROBE_TIMEOUT_MS = 3000

/**
 * The device-share store of a frame embedded cross-site: the host origin's IndexedDB when the browser
 * lets the frame use it (a first read goes through within `timeoutMs`); else this page's memory, so the
 * wallet still works until the page goes. Chromium blocks a cross-site frame's storage with third-party
 * cookies: then a reload finds no device share (`DEVICE_SHARE_MISSING`) until the host's first-party popup,
 * a later step, keeps it. The choice is made once, on first use.
 *
 * @example
 * const wallet = createFrameWallet({ api: createKeyShareApi(), deviceStore: openFrameDeviceStore() })
 */
export function openFrameDeviceStore({
  onKind = (kind: DeviceStoreKind) => void kind,
  timeoutMs = PROBE_TIMEOUT_MS,
  indexedDB = globalThis.indexedDB,
}: {
  onKind?: (kind: DeviceStoreKind) => void
  timeoutMs?: number
  /** The page's IndexedDB factory by default. */
  indexedDB?: IDBFactory
} = {}): DeviceShareStore {
  let opened: Promise<DeviceShareStore> | undefined
  const open = () =>
    (opened ??= (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        const store = createIndexedDbDeviceShareStore({ indexedDB })
        await Promise.race([
          store.get('agentry-wallet/probe'),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), timeoutMs)
          }),
        ])
        onKind('indexeddb')
        return store
      } catch {
        onKind('memory')
        return createMemoryDeviceShareStore()
      } finally {
        clearTimeout(timer)
      }
    })())
  return {
    get: async (accountId) => (await open()).get(accountId),
    put: async (accountId, record) => (await open()).put(accountId, record),
    delete: async (accountId) => (await open()).delete(accountId),
  }
}
