import { BaseError } from '../errors/BaseError.js'

/**
 * The storage refused a write because it is full (a browser's `localStorage` quota, a full disk).
 *
 * @example
 * try { await storage.setItem(key, value) } catch (error) {
 *   if (error instanceof StorageQuotaError) showWarning('Storage is full')
 * }
 */
export class StorageQuotaError extends BaseError {
  override name = 'StorageQuotaError'
  constructor(key: string, options: { cause?: unknown } = {}) {
    super('Storage is full.', {
      code: 'STORAGE_QUOTA_EXCEEDED',
      details: `while writing "${key}"`,
      cause: options.cause,
    })
  }
}

/**
 * A value that JSON cannot carry (a cycle, a BigInt) or a write the storage failed for another reason.
 *
 * @example
 * await storage.setItem('k', { n: 1n }) // throws StorageWriteError
 */
export class StorageWriteError extends BaseError {
  override name = 'StorageWriteError'
  constructor(key: string, options: { cause?: unknown; reason?: string } = {}) {
    super('Storage write failed.', {
      code: 'STORAGE_WRITE_FAILED',
      details: `${options.reason ?? 'could not write'} "${key}"`,
      cause: options.cause,
    })
  }
}

/**
 * The storage could not be read (a permission error, a path that is not a file). A missing or corrupt
 * store is not an error: it reads as empty.
 *
 * @example
 * await new NodeFileStorage({ directory: '/root' }).getKeys() // throws StorageReadError (EACCES)
 */
export class StorageReadError extends BaseError {
  override name = 'StorageReadError'
  constructor(location: string, options: { cause?: unknown } = {}) {
    super('Storage read failed.', {
      code: 'STORAGE_READ_FAILED',
      details: `could not read "${location}"`,
      cause: options.cause,
    })
  }
}

/**
 * A `storage` or `storageOptions` option that cannot be used, refused at the call that was given it.
 *
 * @example
 * await SignClient.init({ relayUrl, metadata, storageOptions: { database: 42 } }) // rejects with InvalidStorageOptionError
 */
export class InvalidStorageOptionError extends BaseError {
  override name = 'InvalidStorageOptionError'
  constructor(details: string) {
    super('Invalid storage option.', { code: 'INVALID_STORAGE_OPTION', details })
  }
}

/** Serialises a value for storage, turning what JSON refuses into a `StorageWriteError`. */
export function toJson(key: string, value: unknown): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (cause) {
    throw new StorageWriteError(key, { cause, reason: 'value is not JSON-serialisable for' })
  }
  if (text === undefined) throw new StorageWriteError(key, { reason: 'value is not JSON-serialisable for' })
  return text
}
