import { ProtocolError } from '../errors/protocolErrors.js'
import type { JsonValue, KeyValueStorage } from '../storage/KeyValueStorage.js'
import { createStore, type Store } from './createStore.js'
import { isJsonRpcRecord } from './recordGuards.js'

export type JsonRpcResponse =
  | { id: number; jsonrpc?: '2.0'; result: JsonValue }
  | { id: number; jsonrpc?: '2.0'; error: { code: number; message: string; data?: JsonValue } }

/** One protocol request we sent or received, and its answer once there is one. */
export type JsonRpcRecord = {
  id: number
  topic: string
  request: { method: string; params: JsonValue }
  response?: JsonRpcResponse
  chainId?: string
  /** Unix seconds. */
  expiry?: number
}

export type JsonRpcHistoryParameters = {
  /** Storage key prefix; records are saved under `{prefix}history`. Default `'wc@2:core:'`. */
  prefix?: string
}

/**
 * The protocol requests of every topic, persisted, with their responses. A request id seen before is a
 * replay (the relay delivers at least once): `set` resolves `false` and keeps the first record, so the
 * caller can drop the message without a try/catch on the hot path.
 *
 * @example
 * const history = new JsonRpcHistory(storage)
 * await history.init()
 * if (!(await history.set({ id: request.id, topic, request: { method, params } }))) return // a replay
 * await history.resolve({ id: request.id, result: true })
 */
export class JsonRpcHistory {
  private readonly store: Store<number, JsonRpcRecord>

  constructor(storage: KeyValueStorage, params: JsonRpcHistoryParameters = {}) {
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
  init(): Promise<void> {
    return this.store.init()
  }

  /**
   * Records a request; resolves `false`, changing nothing, when its id is already recorded.
   *
   * @example
   * await history.set({ id: 1700000000000123, topic, request: { method: 'wc_sessionPing', params: {} } }) // true
   */
  async set(record: Omit<JsonRpcRecord, 'response'>): Promise<boolean> {
    if (!Number.isSafeInteger(record.id))
      throw new ProtocolError('MISSING_OR_INVALID', `history id: ${String(record.id)}`)
    if (this.store.has(record.id)) return false
    const { id, topic, request, chainId, expiry } = record
    await this.store.set(id, {
      id,
      topic,
      request: { method: request.method, params: request.params },
      ...(chainId === undefined ? {} : { chainId }),
      ...(expiry === undefined ? {} : { expiry }),
    })
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
    await this.store.update(response.id, { response })
    return true
  }

  /**
   * The record of `id` on `topic`; throws `ProtocolError('NO_MATCHING_KEY')` when unknown and
   * `ProtocolError('MISMATCHED_TOPIC')` when the id belongs to another topic.
   *
   * @example
   * history.get(topic, id).response
   */
  get(topic: string, id: number): JsonRpcRecord {
    const record = this.store.get(id)
    if (record.topic !== topic) throw new ProtocolError('MISMATCHED_TOPIC', `history ${id}: ${topic}`)
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
    await Promise.all(ids.filter((key) => this.exists(topic, key)).map((key) => this.store.delete(key)))
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
}
