import { createIndexedDbDeviceShareStore } from '../keys/createIndexedDbDeviceShareStore.js'
import type { DeviceShareStore } from '../keys/deviceShare.js'
import { connectVault, popupError, type VaultConnection } from './vaultClient.js'

/** The host origin's first-party device-share store, as the frame reaches it, and a way to let it go. */
export type SharedDeviceStore = DeviceShareStore & { close(): void }

/**
 * How the frame reaches the host origin's own (unpartitioned) storage, where one device share serves every
 * embedding site: by itself when it can, else from the user's click.
 */
export type SharedDeviceAccess = {
  /**
   * The store, when the frame may use it without the user: its storage is first-party already (the
   * embedding page is on the host's own site), or the Storage Access permission was granted before.
   */
  silent(): Promise<SharedDeviceStore | undefined>
  /**
   * The store, from the user's click (call it synchronously in the click handler): the Storage Access API
   * first; when the browser refuses it (or gives no IndexedDB with it), `STORAGE_ACCESS_REFUSED`, and the
   * next click opens the host's wallet window straight away (no await before `window.open`).
   */
  fromClick(): Promise<SharedDeviceStore>
}

/** Chromium's storage access handle (`requestStorageAccess({ indexedDB: true })`): unpartitioned IndexedDB. */
type StorageAccessHandle = { indexedDB?: IDBFactory }
type StorageAccessDocument = Pick<Document, 'hasStorageAccess'> & {
  requestStorageAccess?: (types?: { indexedDB: boolean }) => Promise<StorageAccessHandle | undefined>
}

export type CreateSharedDeviceAccessParameters = {
  /** The frame's window (its document, `open`, and the messages of the wallet window). */
  window: Window
  /** The embedding page's origin. */
  parentOrigin: string
  /** How long a first IndexedDB read may take (Chromium 156 left a granted handle's open unanswered). */
  probeMs?: number
  /** Permission state of `storage-access`; the browser's by default. */
  permission?: () => Promise<PermissionState | undefined>
}

const withProbe = async (store: DeviceShareStore, probeMs: number): Promise<SharedDeviceStore> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      store.get('agentry-wallet/probe'),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), probeMs)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
  return { ...store, close: () => {} }
}

/**
 * Is the page of `parentOrigin` on the host's own site (same scheme and host name: ports do not count)? Then
 * the frame's storage is the host's first-party storage. Sub-domains of one registrable domain are
 * same-site too; they are treated as cross-site here (the slower path, never a wrong one).
 */
const sameSite = (a: URL, b: Location) => a.protocol === b.protocol && a.hostname === b.hostname

/**
 * The frame's access to the host origin's first-party device-share store. The frame path: a frame on the
 * host's own site uses its IndexedDB as it is; a cross-site frame with the `storage-access` permission
 * granted before takes Chromium's unpartitioned IndexedDB handle without a click. Otherwise a click asks with
 * the Storage Access API, and when that is refused, the next click opens the host's wallet window
 * (`/vault`, a first-party page of the host), which does the step in the host's storage and is closed.
 *
 * @example
 * const access = createSharedDeviceAccess({ window, parentOrigin })
 * button.onclick = () => access.fromClick().then((store) => store.get(email))
 */
export function createSharedDeviceAccess({
  window: frame,
  parentOrigin,
  probeMs = 3000,
  permission = async () => {
    try {
      return (await navigator.permissions.query({ name: 'storage-access' as PermissionName })).state
    } catch {
      return undefined
    }
  },
}: CreateSharedDeviceAccessParameters): SharedDeviceAccess {
  const doc = frame.document as Document & StorageAccessDocument
  let refused = false
  let handle: Promise<SharedDeviceStore | undefined> | undefined

  const fromHandle = async (granted: StorageAccessHandle | undefined) => {
    if (!granted?.indexedDB) return undefined
    return withProbe(createIndexedDbDeviceShareStore({ indexedDB: granted.indexedDB }), probeMs)
  }
  const silently = async (): Promise<SharedDeviceStore | undefined> => {
    if (sameSite(new URL(parentOrigin), frame.location))
      return withProbe(createIndexedDbDeviceShareStore({ indexedDB: frame.indexedDB }), probeMs)
    if (!doc.requestStorageAccess || (await permission()) !== 'granted') return undefined
    // Granted before: Chromium gives the handle again without a click.
    return fromHandle(await doc.requestStorageAccess({ indexedDB: true }))
  }

  return {
    silent() {
      handle ??= silently().catch(() => undefined)
      return handle
    },
    fromClick() {
      if (!refused && doc.requestStorageAccess) {
        const request = doc.requestStorageAccess({ indexedDB: true })
        return (async () => {
          const store = await request.then(fromHandle).catch(() => undefined)
          if (store) return ((handle = Promise.resolve(store)), store)
          refused = true
          throw popupError('STORAGE_ACCESS_REFUSED')
        })()
      }
      // No await before this: Safari blocks a window opened after one.
      const popup = frame.open(`${frame.location.origin}/vault`, '_blank', 'popup,width=440,height=360')
      const vault: VaultConnection = connectVault({
        popup,
        window: frame,
        origin: frame.location.origin,
        site: parentOrigin,
      })
      return Promise.resolve(vault)
    },
  }
}
