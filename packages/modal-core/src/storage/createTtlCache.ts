import { readStorage, removeStorage, writeStorage, type StorageKey } from './storage.js'

type Entry<value> = { value: value; timestamp: number }

export type CreateTtlCacheParameters<value> = {
  /** The storage key holding every entry of this cache. */
  key: StorageKey
  /** How long an entry stays fresh, in milliseconds. */
  ttl: number
  /** Checks a stored value, so a corrupted or foreign entry reads as a miss. */
  isValue: (value: unknown) => value is value
  /** Most entries kept; the oldest go first. Default 20. */
  maxEntries?: number
}

/** A cache of values by key with one lifetime; see `createTtlCache`. */
export type TtlCache<value> = {
  get(key: string): value | undefined
  set(key: string, value: value): void
  delete(key: string): void
}

const memories = new Set<Map<string, unknown>>()

/** Forgets the in-memory copies of every cache (part of `resetAllState`); storage is left alone. */
export function clearCacheMemory(): void {
  for (const memory of memories) memory.clear()
}

/**
 * A cache whose entries expire `ttl` ms after they were written. Entries live in memory and in browser
 * storage under one prefixed, versioned key, so a reload keeps them and a page without storage still
 * caches; the number of entries is capped so storage cannot grow without bound. Expired and corrupted
 * entries read as misses; storage failures are only logged quietly.
 *
 * @example
 * const cache = createTtlCache({ key: 'ensNameCache', ttl: 300_000, isValue: (v): v is string => typeof v === 'string' })
 * cache.set('0xf39F…', 'vitalik.eth')
 * cache.get('0xf39F…') // 'vitalik.eth' for 5 minutes
 */
export function createTtlCache<value>({
  key,
  ttl,
  isValue,
  maxEntries = 20,
}: CreateTtlCacheParameters<value>): TtlCache<value> {
  const memory = new Map<string, Entry<value>>()
  memories.add(memory)
  const isEntry = (entry: unknown): entry is Entry<value> => {
    const candidate = entry as Partial<Entry<value>> | null
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      Number.isFinite(candidate.timestamp) &&
      isValue(candidate.value)
    )
  }
  const isEntries = (entries: unknown): entries is Record<string, Entry<value>> =>
    typeof entries === 'object' && entries !== null && !Array.isArray(entries) && Object.values(entries).every(isEntry)
  const fresh = (entry: Entry<value>, now: number) => now - entry.timestamp < ttl && entry.timestamp <= now
  const readAll = (): Record<string, Entry<value>> => readStorage(key, isEntries) ?? {}
  const writeAll = (entries: Record<string, Entry<value>>) => {
    const now = Date.now()
    const kept = Object.entries(entries)
      .filter(([, entry]) => fresh(entry, now))
      .sort(([, a], [, b]) => b.timestamp - a.timestamp)
      .slice(0, maxEntries)
    if (kept.length) writeStorage(key, Object.fromEntries(kept))
    else removeStorage(key)
  }

  return {
    get(id) {
      const now = Date.now()
      const entry = memory.get(id) ?? readAll()[id]
      if (entry && fresh(entry, now)) return entry.value
      if (entry) this.delete(id)
      return undefined
    },
    set(id, value) {
      const entry = { value, timestamp: Date.now() }
      memory.set(id, entry)
      if (memory.size > maxEntries) memory.delete(memory.keys().next().value!)
      writeAll({ ...readAll(), [id]: entry })
    },
    delete(id) {
      memory.delete(id)
      const entries = readAll()
      if (!(id in entries)) return
      writeAll(Object.fromEntries(Object.entries(entries).filter(([key]) => key !== id)))
    },
  }
}
