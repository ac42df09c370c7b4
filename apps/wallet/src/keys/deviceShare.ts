import { DeviceShareMissingError } from './keyErrors.js'
import { openSealedBytes, sealBytes } from './sealBytes.js'

/**
 * What a device keeps for one account: a non-extractable AES-GCM key (the browser stores it as a key
 * object; its bytes can never be read, by this code either) and the device share sealed under it.
 */
export type DeviceShareRecord = { key: CryptoKey; sealed: string }

/** Where device shares live: IndexedDB of the host's origin in the browser, memory in tests. */
export type DeviceShareStore = {
  get(accountId: string): Promise<DeviceShareRecord | null>
  put(accountId: string, record: DeviceShareRecord): Promise<void>
  delete(accountId: string): Promise<void>
}

const context = (accountId: string) => `agentry-wallet/device-share/v1:${accountId}`

/**
 * A store in this process's memory, for tests and for a frame that cannot reach its storage.
 *
 * @example
 * const store = createMemoryDeviceShareStore()
 */
export function createMemoryDeviceShareStore(): DeviceShareStore {
  const records = new Map<string, DeviceShareRecord>()
  return {
    get: async (accountId) => records.get(accountId) ?? null,
    put: async (accountId, record) => void records.set(accountId, record),
    delete: async (accountId) => void records.delete(accountId),
  }
}

/**
 * Seals `share` under a new non-extractable AES-GCM key and keeps both in `store`, replacing what the
 * device held for the account.
 *
 * @example
 * await saveDeviceShare(store, 'alice@example.org', shares.device)
 */
export async function saveDeviceShare(store: DeviceShareStore, accountId: string, share: Uint8Array): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await store.put(accountId, { key, sealed: await sealBytes(key, share, context(accountId)) })
}

/**
 * The device share of the account, opened with its device key.
 *
 * @throws DeviceShareMissingError when the device holds none; ShareUnreadableError when it does not open
 * @example
 * const deviceShare = await loadDeviceShare(store, 'alice@example.org')
 */
export async function loadDeviceShare(store: DeviceShareStore, accountId: string): Promise<Uint8Array> {
  const record = await store.get(accountId)
  if (!record) throw new DeviceShareMissingError()
  return openSealedBytes(record.key, record.sealed, context(accountId), 'device')
}
