/** How many deleted ids and topics are remembered before the older half is dropped. */
export const RECENTLY_DELETED_LIMIT = 200

/**
 * Remembers deleted ids and topics, so a message that arrives for one after its deletion is dropped
 * rather than treated as unknown. Bounded: when full, the older half is forgotten at once (cheaper than
 * dropping one per insert).
 *
 * @example
 * const deleted = new RecentlyDeleted()
 * deleted.add(topic)
 * if (deleted.has(message.topic)) return
 */
export class RecentlyDeleted<T extends string | number = string | number> {
  private readonly entries = new Set<T>()
  readonly limit: number

  constructor(limit: number = RECENTLY_DELETED_LIMIT) {
    this.limit = Math.max(2, Math.floor(limit))
  }

  /**
   * Remembers `key`, dropping the older half first when the limit is reached.
   *
   * @example
   * deleted.add(1700000000000123)
   */
  add(key: T): void {
    if (this.entries.has(key)) return
    this.entries.add(key)
    // At the limit the older half goes (as the official client does it: 200 entries become 100).
    if (this.entries.size >= this.limit) {
      let drop = Math.floor(this.entries.size / 2)
      // A Set iterates in insertion order, so the first entries are the oldest.
      for (const old of this.entries) {
        if (drop-- <= 0) break
        this.entries.delete(old)
      }
    }
  }

  /** Forgets one key (set again). */
  delete(key: T): void {
    this.entries.delete(key)
  }

  /** Forgets every key. */
  clear(): void {
    this.entries.clear()
  }

  /**
   * Whether `key` was deleted recently.
   *
   * @example
   * deleted.has(topic) // true
   */
  has(key: T): boolean {
    return this.entries.has(key)
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.entries.size
  }
}
