import { logQuietly } from '../utils/log.js'

/** Prefix of every key modal-core writes. */
export const STORAGE_PREFIX = '@agentry/'
/** Version written into every entry; entries of another version are ignored. */
export const STORAGE_VERSION = 1

/** Keys modal-core keeps in browser storage. */
export type StorageKey =
  | 'recentWallets'
  | 'connectorIds'
  | 'activeNetworkId'
  | 'connectedNamespaces'
  | 'nativeBalanceCache'
  | 'portfolioCache'
  | 'ensNameCache'
  | 'identityCache'
  | 'balanceRetryBlock'
  | 'emailLoginCache'

type Entry = { version: number; value: unknown }

function backend(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch (error) {
    // Some browsers throw on access when storage is disabled.
    logQuietly('STORAGE_UNAVAILABLE', error)
    return undefined
  }
}

/**
 * Reads a stored value. A missing, corrupted or other-version entry reads as undefined (and a broken
 * one is removed), so start-up never fails because of storage.
 */
export function readStorage<value>(key: StorageKey, isValid: (value: unknown) => value is value): value | undefined {
  const storage = backend()
  if (!storage) return undefined
  const fullKey = STORAGE_PREFIX + key
  try {
    const raw = storage.getItem(fullKey)
    if (raw === null) return undefined
    const entry = JSON.parse(raw) as Partial<Entry> | null
    if (entry && entry.version === STORAGE_VERSION && isValid(entry.value)) return entry.value
    throw new Error(`unreadable entry ${fullKey}`)
  } catch (error) {
    logQuietly('STORAGE_READ_FAILED', error)
    try {
      storage.removeItem(fullKey)
    } catch {
      // already logged; nothing more to do
    }
    return undefined
  }
}

/** Writes a value; failures (quota, private mode) are only logged. */
export function writeStorage(key: StorageKey, value: unknown): void {
  const storage = backend()
  if (!storage) return
  try {
    storage.setItem(STORAGE_PREFIX + key, JSON.stringify({ version: STORAGE_VERSION, value } satisfies Entry))
  } catch (error) {
    logQuietly('STORAGE_WRITE_FAILED', error)
  }
}

/** Removes a value; failures are only logged. */
export function removeStorage(key: StorageKey): void {
  const storage = backend()
  if (!storage) return
  try {
    storage.removeItem(STORAGE_PREFIX + key)
  } catch (error) {
    logQuietly('STORAGE_WRITE_FAILED', error)
  }
}
