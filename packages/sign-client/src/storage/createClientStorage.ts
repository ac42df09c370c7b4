import type * as PathModule from 'node:path'
import { BrowserStorage } from './BrowserStorage.js'
import type { KeyValueStorage } from './KeyValueStorage.js'
import { MemoryStorage } from './MemoryStorage.js'
import { NodeFileStorage } from './NodeFileStorage.js'
import { usableLocalStorage } from './usableLocalStorage.js'
import { InvalidStorageOptionError } from './storageErrors.js'

/** The database name that means memory, as in the official client. */
export const MEMORY_DATABASE = ':memory:'

/** The storage options of a client, named and read as the official client 2.21.8 reads them. */
export type ClientStorageOptions = {
  /** The storage to use; when given, `storageOptions` is not read. */
  storage?: KeyValueStorage
  /**
   * Where a Node client keeps its state when no `storage` is given: `database` is the path of its JSON
   * file, or `':memory:'` (the default) for memory that lives as long as the client. Clients given
   * the same path share one store; keep them apart with `customStoragePrefix`. Browsers use
   * `localStorage` whatever this says.
   */
  storageOptions?: { database?: string }
}

const MEMBERS = ['getItem', 'setItem', 'removeItem', 'getKeys', 'getEntries'] as const

/** One store per file in this process: two instances writing one file would lose each other's writes. */
const files = new Map<string, NodeFileStorage>()

/**
 * The storage of one client, chosen as the official client chooses it: the `storage` given; else
 * `localStorage` in a browser; else, in Node, memory of its own (so two clients in one process never
 * see each other's sessions) or the JSON file `storageOptions.database`; memory anywhere else. A
 * `storage` without the storage methods, or a `database` that is not a non-empty string, is an
 * InvalidStorageOptionError.
 *
 * @example
 * const storage = await createClientStorage({ storageOptions: { database: './data/wallet.json' } })
 */
export async function createClientStorage(options: ClientStorageOptions = {}): Promise<KeyValueStorage> {
  const { storage, storageOptions } = options
  if (storage !== undefined) {
    const missing = MEMBERS.filter((member) => typeof (storage as Partial<KeyValueStorage>)?.[member] !== 'function')
    if (missing.length) throw new InvalidStorageOptionError(`storage has no ${missing.join(', ')}`)
    return storage
  }
  if (storageOptions !== undefined && (typeof storageOptions !== 'object' || storageOptions === null))
    throw new InvalidStorageOptionError(`storageOptions must be an object, got ${String(storageOptions)}`)
  const database = storageOptions?.database ?? MEMORY_DATABASE
  if (typeof database !== 'string' || database === '')
    throw new InvalidStorageOptionError(`storageOptions.database must be a path or ':memory:', got ${String(database)}`)
  const area = usableLocalStorage()
  if (area) return new BrowserStorage({ storage: area })
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node
  if (!node || database === MEMORY_DATABASE) return new MemoryStorage()
  // Through a variable, so no bundler tries to resolve node:path for a browser build.
  const load = (specifier: string) => import(/* webpackIgnore: true */ /* @vite-ignore */ specifier)
  const file = ((await load('node:path')) as typeof PathModule).resolve(database)
  let shared = files.get(file)
  if (!shared) files.set(file, (shared = new NodeFileStorage({ file })))
  return shared
}
