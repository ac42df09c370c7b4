import { MismatchedTopicError, MissingOrInvalidError } from '../errors/protocolErrors.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import { createStore, type Store } from './createStore.js'
import type { JsonRpcRecord, JsonRpcResponse } from '../types/historyRecord.js'
import { isJsonRpcRecord } from './recordGuards.js'

export type { JsonRpcRecord, JsonRpcResponse } from '../types/historyRecord.js'

export type JsonRpcHistoryParameters = {
  /** Storage key prefix; records are saved under `{prefix}history`. Default `'wc@2:core:'`. */
  prefix?: string
  /** Answered records kept per topic (to drop replays of them); older ones are pruned. Default 100. */
  answeredPerTopic?: number
  /** Unanswered records kept per topic; past it the oldest is pruned. Default 100. */
  unansweredPerTopic?: number
}

/** How many records of each kind a topic keeps by default. */
export const HISTORY_LIMITS = { answeredPerTopic: 100, unansweredPerTopic: 100 } as const

/** The ids of one topic's records, oldest first. */
type TopicIds = { answered: Set<number>; unanswered: Set<number> }

/**
 * The protocol requests of every topic, persisted, with their responses. A request id seen before is a
 * replay (the relay delivers at least once): `set` resolves `false` and keeps the first record, so the
 * caller can drop the message without a try/catch on the hot path.
 *
 * It stays small while a session lives: an answered record keeps only its method and the outcome's
 * kind (its params and result are dropped), and each topic keeps at most `answeredPerTopic` answered
 * and `unansweredPerTopic` unanswered records, the oldest pruned first. So a stranger who saw the
 * pairing URI and sends thousands of pings costs a bounded few kilobytes, not megabytes.
 *
 * @example
 * const history = new JsonRpcHistory(storage)
 * await history.init()
 * if (!(await history.set({ id: request.id, topic, request: { method, params } }))) return // a replay
 * await history.resolve({ id: request.id, result: true })
 */
export class JsonRpcHistory {
  private readonly store: Store<number, JsonRpcRecord>
  private readonly limits: { answeredPerTopic: number; unansweredPerTopic: number }
  private readonly topics = new Map<string, TopicIds>()

  constructor(storage: KeyValueStorage, params: JsonRpcHistoryParameters = {}) {
    this.limits = {
      answeredPerTopic: params.answeredPerTopic ?? HISTORY_LIMITS.answeredPerTopic,
      unansweredPerTopic: params.unansweredPerTopic ?? HISTORY_LIMITS.unansweredPerTopic,
    }
    this.store = createStore<number, JsonRpcRecord>(storage, `${params.prefix ?? 'wc@2:core:'}history`, {
      isValid: isJsonRpcRecord,
    })
  }

  /**
   * Loads the persisted records.
   *
   * @example
   * await history.init()
   */
  async init(): Promise<void> {
    await this.store.init()
    this.topics.clear()
    for (const record of this.store.getAll())
      this.ids(record.topic)[record.response ? 'answered' : 'unanswered'].add(record.id)
    // A store written before the limits existed (or with higher ones) is brought within them now.
    for (const topic of this.topics.keys()) await this.prune(topic)
  }

  /**
   * Records a request; resolves `false`, changing nothing, when its id is already recorded.
   *
   * @example
   * await history.set({ id: 1700000000000123, topic, request: { method: 'wc_sessionPing', params: {} } }) // true
   */
  async set(record: Omit<JsonRpcRecord, 'response'>): Promise<boolean> {
    if (!Number.isSafeInteger(record.id)) throw new MissingOrInvalidError(`history id: ${String(record.id)}`)
    if (this.store.has(record.id)) return false
    const { id, topic, request, chainId, expiry, received } = record
    await this.store.set(id, {
      id,
      topic,
      request: { method: request.method, params: request.params },
      ...(chainId === undefined ? {} : { chainId }),
      ...(expiry === undefined ? {} : { expiry }),
      ...(received ? { received } : {}),
    })
    this.ids(topic).unanswered.add(id)
    await this.prune(topic)
    return true
  }

  /**
   * Attaches a response to its request; resolves `false` when the id is unknown or already answered
   * (a late or repeated response is not an error).
   *
   * @example
   * await history.resolve({ id, result: '0xsignature' })
   */
  async resolve(response: JsonRpcResponse): Promise<boolean> {
    if (!this.store.has(response.id)) return false
    const record = this.store.get(response.id)
    if (record.response) return false
    // Once answered, the payloads are dead weight: the record only has to recognise a replay.
    const outcome: JsonRpcResponse =
      'error' in response
        ? { id: response.id, jsonrpc: '2.0', error: { code: response.error.code, message: response.error.message } }
        : { id: response.id, jsonrpc: '2.0', result: null }
    await this.store.set(response.id, {
      ...record,
      request: { method: record.request.method, params: null },
      response: outcome,
    })
    const ids = this.ids(record.topic)
    ids.unanswered.delete(response.id)
    ids.answered.add(response.id)
    await this.prune(record.topic)
    return true
  }

  /**
   * The record of `id` on `topic`; throws `NoMatchingKeyError` when unknown and
   * `MismatchedTopicError` when the id belongs to another topic.
   *
   * @example
   * history.get(topic, id).response
   */
  get(topic: string, id: number): JsonRpcRecord {
    const record = this.store.get(id)
    if (record.topic !== topic) throw new MismatchedTopicError(`history ${id}: ${topic}`)
    return record
  }

  /**
   * Whether `id` is recorded on `topic`.
   *
   * @example
   * history.exists(topic, id) // true
   */
  exists(topic: string, id: number): boolean {
    return this.store.has(id) && this.store.get(id).topic === topic
  }

  /**
   * Deletes the record of `id` on `topic`, or every record of `topic` when `id` is omitted.
   *
   * @example
   * await history.delete(sessionTopic) // the session is gone; so is its history
   */
  async delete(topic: string, id?: number): Promise<void> {
    const ids = id === undefined ? this.store.getAll({ topic }).map((record) => record.id) : [id]
    await Promise.all(ids.filter((key) => this.exists(topic, key)).map((key) => this.forget(topic, key)))
  }

  /**
   * Requests that have no response yet, oldest first.
   *
   * @example
   * for (const { topic, request } of history.pending) showRequest(topic, request)
   */
  get pending(): JsonRpcRecord[] {
    return this.store.getAll((record) => record.response === undefined)
  }

  /**
   * Every record, oldest first.
   *
   * @example
   * history.records.length
   */
  get records(): JsonRpcRecord[] {
    return this.store.getAll()
  }

  private ids(topic: string): TopicIds {
    let ids = this.topics.get(topic)
    if (!ids) this.topics.set(topic, (ids = { answered: new Set(), unanswered: new Set() }))
    return ids
  }

  private async forget(topic: string, id: number): Promise<void> {
    const ids = this.topics.get(topic)
    ids?.answered.delete(id)
    ids?.unanswered.delete(id)
    if (ids && ids.answered.size + ids.unanswered.size === 0) this.topics.delete(topic)
    await this.store.delete(id)
  }

  /** Removes the oldest records of `topic` past its limits. */
  private async prune(topic: string): Promise<void> {
    const ids = this.topics.get(topic)
    if (!ids) return
    const excess = [
      ...[...ids.answered].slice(0, Math.max(0, ids.answered.size - this.limits.answeredPerTopic)),
      ...[...ids.unanswered].slice(0, Math.max(0, ids.unanswered.size - this.limits.unansweredPerTopic)),
    ]
    await Promise.all(excess.map((id) => this.forget(topic, id)))
  }
}
