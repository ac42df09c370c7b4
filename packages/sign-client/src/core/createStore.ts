import { MissingOrInvalidError, NoMatchingKeyError, NotInitializedError } from '../errors/protocolErrors.js'
import { RecentlyDeleted } from './RecentlyDeleted.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'

export type StoreKey = string | number

export type Store<K extends StoreKey, V> = {
  /** The storage key the store persists under. */
  readonly name: string
  /**
   * Loads what was persisted. Every other method throws `NotInitializedError` before it.
   *
   * @example
   * await sessions.init()
   */
  init(): Promise<void>
  readonly initialized: boolean
  /**
   * The value under `key`; throws `NoMatchingKeyError` when there is none. The value is the
   * stored object itself: change it through `update`, not in place.
   *
   * @example
   * sessions.get(topic).expiry
   */
  get(key: K): V
  /**
   * Whether a value is stored under `key`.
   *
   * @example
   * if (!sessions.has(topic)) return
   */
  has(key: K): boolean
  /**
   * Stores `value` and resolves once it is persisted.
   *
   * @example
   * await sessions.set(topic, session)
   */
  set(key: K, value: V): Promise<void>
  /**
   * Merges `patch` (or applies a function) into the value under `key`; throws `NO_MATCHING_KEY` when
   * there is none. Resolves with the new value once persisted.
   *
   * @example
   * await sessions.update(topic, { acknowledged: true })
   * await sessions.update(topic, (session) => ({ ...session, expiry: session.expiry + 86400 }))
   */
  update(key: K, patch: Partial<V> | ((current: V) => V)): Promise<V>
  /**
   * Removes `key`; resolves `false` when it was not there.
   *
   * @example
   * await sessions.delete(topic)
   */
  delete(key: K): Promise<boolean>
  /**
   * Every value, or those `filter` accepts: a predicate, or fields that must all be equal.
   *
   * @example
   * sessions.getAll({ pairingTopic })
   * sessions.getAll((session) => session.expiry > now)
   */
  getAll(filter?: ((value: V) => boolean) | Partial<V>): V[]
  /**
   * Every key, in insertion order (an array, as the official client's stores have it).
   *
   * @example
   * sessions.keys // ['7f6e…']
   */
  readonly keys: K[]
  /**
   * Every value, in insertion order.
   *
   * @example
   * sessions.values // [{ topic: '7f6e…', … }]
   */
  readonly values: V[]
  /** How many values are stored (the official client's name for `size`). */
  readonly length: number
  readonly size: number
}

export type CreateStoreOptions<V> = {
  /**
   * Whether a persisted value (read under `key`) is one this store can hold. One that is not (edited by
   * hand, written by another version or library) is dropped from storage on load, with one warning,
   * instead of breaking whoever reads it later.
   */
  isValid?: (value: unknown, key: StoreKey) => value is V
  /**
   * Whether `get` of a key deleted lately throws MissingOrInvalidError 'Record was recently deleted -
   * {store}: {key}' (as the official client's stores do) instead of NoMatchingKeyError.
   */
  rememberDeleted?: boolean
}

/** The stable code of the warning a dropped record gives, for log filters. */
export const INVALID_RECORD_WARNING = 'SIGN_CLIENT_INVALID_RECORD'

/** Stores that have warned already: a bad record is reported once per store, not on every start. */
const warned = new Set<string>()

/** A record as persisted: its key (so number keys stay numbers), its value, and its insertion rank. */
type Persisted = [key: StoreKey, value: unknown, rank: number]

const isPersisted = (entry: unknown): entry is Persisted =>
  Array.isArray(entry) &&
  entry.length === 3 &&
  (typeof entry[0] === 'string' || typeof entry[0] === 'number') &&
  typeof entry[2] === 'number'

/**
 * A persisted map store. Each record is saved under its own storage key, `{name}//{key}`, so a write
 * costs the size of one record whatever the size of the store (a store of thousands of history
 * records saved whole on every change spent most of a round trip serialising). A record is persisted
 * as `[key, value, rank]`: number keys stay numbers and insertion order survives a reload. Persisted
 * entries of another shape, or whose value `isValid` refuses, are removed on load (one console warning
 * with the code `SIGN_CLIENT_INVALID_RECORD`), so one bad record cannot stop a client from starting. A
 * write that storage refuses (full, say) leaves the store as it was, in memory too.
 *
 * @example
 * const sessions = createStore<string, SessionStruct>(storage, 'wc@2:client:session')
 * await sessions.init()
 * await sessions.set(topic, session)
 * sessions.get(topic) // throws NoMatchingKeyError "No matching key. session: {topic}" when absent
 */
export function createStore<K extends StoreKey, V>(
  storage: KeyValueStorage,
  name: string,
  options: CreateStoreOptions<V> = {},
): Store<K, V> {
  const map = new Map<K, V>()
  const ranks = new Map<K, number>()
  let nextRank = 0
  let initialized = false
  let loading: Promise<void> | undefined
  // The last segment of the name reads best in errors: "No matching key. session: 7f6e…".
  const label = name.split(':').pop() || name
  const prefix = `${name}//`
  const storageKey = (key: K) => `${prefix}${String(key)}`

  const ready = (method: string) => {
    if (!initialized) throw new NotInitializedError(`${label} ${method}()`)
  }
  // A key deleted lately is refused by name, as the official stores do ("Record was recently deleted").
  const deleted = new RecentlyDeleted<K>()
  const missing = (key: K) =>
    options.rememberDeleted && deleted.has(key)
      ? new MissingOrInvalidError(`Record was recently deleted - ${label}: ${String(key)}`)
      : new NoMatchingKeyError(`${label}: ${String(key)}`)

  // Storage applies calls in the order they are made, so writes of one key cannot overtake each other.
  const save = (key: K, value: V) => {
    let rank = ranks.get(key)
    if (rank === undefined) ranks.set(key, (rank = nextRank++))
    return storage.setItem<Persisted>(storageKey(key), [key, value, rank])
  }

  const load = async () => {
    const keys = (await storage.getKeys()).filter((key) => key.startsWith(prefix))
    const entries = await Promise.all(keys.map((key) => storage.getItem<unknown>(key)))
    const records: Persisted[] = []
    const invalid: string[] = []
    entries.forEach((entry, index) => {
      const valid =
        isPersisted(entry) &&
        storageKey(entry[0] as K) === keys[index] &&
        (options.isValid?.(entry[1], entry[0]) ?? true)
      if (valid) records.push(entry)
      else invalid.push(keys[index]!)
    })
    if (invalid.length) await dropInvalid(invalid)
    records.sort((a, b) => a[2] - b[2])
    for (const [key, value, rank] of records) {
      map.set(key as K, value as V)
      ranks.set(key as K, rank)
      nextRank = Math.max(nextRank, rank + 1)
    }
  }

  const dropInvalid = async (keys: string[]) => {
    await Promise.all(keys.map((key) => storage.removeItem(key)))
    if (warned.has(name)) return
    warned.add(name)
    console.warn(
      `[@agentry/sign-client] ${INVALID_RECORD_WARNING}: dropped ${keys.length} stored ${label} record(s) that could not be read: ${keys.join(', ')}`,
    )
  }

  // Memory follows storage: a write storage refuses is undone in memory, so nothing is half-written.
  const commit = async (key: K, value: V) => {
    const had = map.has(key)
    const previous = map.get(key)
    map.set(key, value)
    try {
      await save(key, value)
    } catch (error) {
      // Unless a later write of the same key took its place already.
      if (map.get(key) !== value) throw error
      if (had) map.set(key, previous!)
      else {
        map.delete(key)
        ranks.delete(key)
      }
      throw error
    }
  }

  const matches = (value: V, filter: Partial<V>) =>
    Object.entries(filter).every(([field, expected]) => (value as Record<string, unknown>)[field] === expected)

  return {
    name,
    get initialized() {
      return initialized
    },
    get size() {
      ready('size')
      return map.size
    },
    init() {
      loading ??= load()
        .then(() => {
          initialized = true
        })
        .catch((error: unknown) => {
          loading = undefined
          map.clear()
          ranks.clear()
          throw error
        })
      return loading
    },
    get(key) {
      ready('get')
      if (!map.has(key)) throw missing(key)
      return map.get(key)!
    },
    has(key) {
      ready('has')
      return map.has(key)
    },
    async set(key, value) {
      ready('set')
      deleted.delete(key)
      await commit(key, value)
    },
    async update(key, patch) {
      ready('update')
      if (!map.has(key)) throw missing(key)
      const current = map.get(key)!
      const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch }
      await commit(key, next)
      return next
    },
    async delete(key) {
      ready('delete')
      if (!map.delete(key)) return false
      ranks.delete(key)
      deleted.add(key)
      await storage.removeItem(storageKey(key))
      return true
    },
    getAll(filter) {
      ready('getAll')
      const values = [...map.values()]
      if (!filter) return values
      return values.filter((value) => (typeof filter === 'function' ? filter(value) : matches(value, filter)))
    },
    get keys() {
      ready('keys')
      return [...map.keys()]
    },
    get values() {
      ready('values')
      return [...map.values()]
    },
    get length() {
      ready('length')
      return map.size
    },
  }
}
