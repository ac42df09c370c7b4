import { MissingOrInvalidError } from '../errors/protocolErrors.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import { createEmitter, type Emitter } from './createEmitter.js'
import { createStore, type Store } from './createStore.js'
import { expirerTarget, type ExpirerTarget } from './expirerTarget.js'
import { isExpiryRecord } from './recordGuards.js'

export type ExpirerEvents = {
  created: { target: ExpirerTarget; expiry: number }
  deleted: { target: ExpirerTarget; expiry: number }
  expired: { target: ExpirerTarget; expiry: number }
  /** A failure inside a tick started by the interval, which has no caller to reject. */
  error: { error: unknown }
}

export type ExpirerParameters = {
  /** Storage key prefix; expiries are saved under `{prefix}expirer`. Default `'wc@2:core:'`. */
  prefix?: string
  /** The clock, in unix seconds. Default `Math.floor(Date.now() / 1000)`. */
  now?: () => number
  /** How often `start()` ticks. Default 1000 ms. */
  intervalMs?: number
}

/**
 * Expiry times (unix seconds) of topics and JSON-RPC ids. `tick()` removes every entry whose time has
 * come (expiry <= now) and emits `expired` for each; `start()` ticks on an interval.
 *
 * @example
 * const expirer = new Expirer(storage)
 * await expirer.init()
 * expirer.events.on('expired', ({ target }) => cleanUp(parseExpirerTarget(target)))
 * await expirer.set(sessionTopic, nowSeconds + 7 * 86400)
 * expirer.start()
 */
export class Expirer {
  readonly events: Emitter<ExpirerEvents> = createEmitter<ExpirerEvents>()
  private readonly store: Store<ExpirerTarget, number>
  private readonly now: () => number
  private readonly intervalMs: number
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(storage: KeyValueStorage, params: ExpirerParameters = {}) {
    this.store = createStore<ExpirerTarget, number>(storage, `${params.prefix ?? 'wc@2:core:'}expirer`, {
      isValid: isExpiryRecord,
    })
    this.now = params.now ?? (() => Math.floor(Date.now() / 1000))
    this.intervalMs = params.intervalMs ?? 1000
  }

  /**
   * Loads the persisted expiries.
   *
   * @example
   * await expirer.init()
   */
  init(): Promise<void> {
    return this.store.init()
  }

  /**
   * Whether an expiry is recorded for a topic, an id, or a target string.
   *
   * @example
   * expirer.has(topic) // same as expirer.has(`topic:${topic}`)
   */
  has(key: string | number): boolean {
    return this.store.has(expirerTarget(key))
  }

  /**
   * Records (or moves) the expiry of a topic or id, in unix seconds.
   *
   * @example
   * await expirer.set(request.id, Math.floor(Date.now() / 1000) + 300)
   */
  async set(key: string | number, expiry: number): Promise<void> {
    if (!Number.isFinite(expiry)) throw new MissingOrInvalidError(`expirer expiry: ${expiry}`)
    const target = expirerTarget(key)
    await this.store.set(target, expiry)
    this.events.emit('created', { target, expiry })
  }

  /**
   * The expiry of a topic or id; throws `NoMatchingKeyError` when none is recorded.
   *
   * @example
   * expirer.get(topic) // 1700604800
   */
  get(key: string | number): number {
    return this.store.get(expirerTarget(key))
  }

  /**
   * Forgets the expiry of a topic or id, without emitting `expired`.
   *
   * @example
   * await expirer.del(topic)
   */
  /**
   * Every target with an expiry (`topic:…`, `id:…`).
   *
   * @example
   * expirer.targets() // ['topic:7f6e…', 'id:1700000000000123']
   */
  targets(): string[] {
    return [...this.store.keys]
  }

  async del(key: string | number): Promise<void> {
    const target = expirerTarget(key)
    if (!this.store.has(target)) return
    const expiry = this.store.get(target)
    await this.store.delete(target)
    this.events.emit('deleted', { target, expiry })
  }

  /**
   * Removes every entry due at `nowSeconds` (default: the clock), emits `expired` for each, and
   * resolves with them once the removal is persisted.
   *
   * @example
   * await expirer.tick(1700000300) // [{ target: 'topic:…', expiry: 1700000000 }]
   */
  async tick(nowSeconds: number = this.now()): Promise<ExpirerEvents['expired'][]> {
    const due: ExpirerEvents['expired'][] = []
    for (const target of this.store.keys) {
      const expiry = this.store.get(target)
      if (expiry <= nowSeconds) due.push({ target, expiry })
    }
    if (due.length === 0) return due
    // Removed from memory before anyone hears of it, so a listener that checks `has` sees it gone.
    const removals = due.map(({ target }) => this.store.delete(target))
    for (const entry of due) this.events.emit('expired', entry)
    await Promise.all(removals)
    return due
  }

  /**
   * Ticks every `intervalMs` until `stop()`. In Node the timer does not keep the process alive.
   *
   * @example
   * expirer.start()
   */
  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.events.emit('error', { error }))
    }, this.intervalMs)
    ;(this.timer as { unref?: () => void }).unref?.()
  }

  /**
   * Stops the interval started by `start()`.
   *
   * @example
   * expirer.stop()
   */
  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }
}
