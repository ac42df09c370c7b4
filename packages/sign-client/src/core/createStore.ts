import { ProtocolError } from '../errors/protocolErrors.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'

export type StoreKey = string | number

export type Store<K extends StoreKey, V> = {
  /** The storage key the store persists under. */
  readonly name: string
  /**
   * Loads what was persisted. Every other method throws `ProtocolError('NOT_INITIALIZED')` before it.
   *
   * @example
   * await sessions.init()
   */
  init(): Promise<void>
  readonly initialized: boolean
  /**
   * The value under `key`; throws `ProtocolError('NO_MATCHING_KEY')` when there is none. The value is the
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
   * Every key, in insertion order.
   *
   * @example
   * sessions.keys() // ['7f6e…']
   */
  keys(): K[]
  readonly size: number
}

/**
 * A persisted map store. The whole map is saved under `name` as a JSON list of `[key, value]` pairs
 * (so number keys stay numbers); writes are serialised and coalesced. A persisted value that is not such
 * a list is ignored on load. Sessions, proposals and pending requests are stores built on it.
 *
 * @example
 * const sessions = createStore<string, SessionStruct>(storage, 'wc@2:client:session')
 * await sessions.init()
 * await sessions.set(topic, session)
 * sessions.get(topic) // throws ProtocolError NO_MATCHING_KEY "No matching key. session: {topic}" when absent
 */
export function createStore<K extends StoreKey, V>(storage: KeyValueStorage, name: string): Store<K, V> {
  const map = new Map<K, V>()
  let initialized = false
  let loading: Promise<void> | undefined
  let tail: Promise<unknown> = Promise.resolve()
  let queued: Promise<void> | undefined
  // The last segment of the name reads best in errors: "No matching key. session: 7f6e…".
  const label = name.split(':').pop() || name

  const ready = (method: string) => {
    if (!initialized) throw new ProtocolError('NOT_INITIALIZED', `${label} ${method}()`)
  }
  const missing = (key: K) => new ProtocolError('NO_MATCHING_KEY', `${label}: ${String(key)}`)

  // Joins a write not yet started, else queues one; each write saves the map as it is when it runs.
  const persist = (): Promise<void> => {
    if (queued) return queued
    const write = tail.then(() => {
      queued = undefined
      return storage.setItem(name, [...map])
    })
    queued = write
    tail = write.catch(() => undefined)
    return write
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
      loading ??= (async () => {
        const saved = await storage.getItem<unknown>(name)
        if (Array.isArray(saved)) {
          for (const entry of saved) {
            if (Array.isArray(entry) && entry.length === 2 && (typeof entry[0] === 'string' || typeof entry[0] === 'number')) {
              map.set(entry[0] as K, entry[1] as V)
            }
          }
        }
        initialized = true
      })().catch((error: unknown) => {
        loading = undefined
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
      map.set(key, value)
      await persist()
    },
    async update(key, patch) {
      ready('update')
      if (!map.has(key)) throw missing(key)
      const current = map.get(key)!
      const next = typeof patch === 'function' ? patch(current) : { ...current, ...patch }
      map.set(key, next)
      await persist()
      return next
    },
    async delete(key) {
      ready('delete')
      if (!map.delete(key)) return false
      await persist()
      return true
    },
    getAll(filter) {
      ready('getAll')
      const values = [...map.values()]
      if (!filter) return values
      return values.filter((value) => (typeof filter === 'function' ? filter(value) : matches(value, filter)))
    },
    keys() {
      ready('keys')
      return [...map.keys()]
    },
  }
}
