import { REQUEST_QUEUE_DELAY_MS } from './rpcOptions.js'
import type { PendingRequestStruct } from '../../types/protocol.js'

export type RequestQueueParameters = {
  /** Hand every request over at once (`signConfig.disableRequestQueue`). */
  disabled?: boolean
  /** Whether request `id` still waits for its answer: one answered or expired while queued is skipped. */
  isPending(id: number): boolean
  /** Whether anyone listens: a request handed to nobody would be lost, so it waits for a listener. */
  hasListener(): boolean
  /** Hands one request to the wallet (the `session_request` event). */
  deliver(request: PendingRequestStruct): void
}

/**
 * The wallet's queue of incoming session requests, as the official client keeps it: one request at a
 * time, the next one `REQUEST_QUEUE_DELAY_MS` after the one handed over left the pending store (it was
 * answered, it expired, or its session ended: then the queue is idle during the delay). A request waits while no one listens, so requests that
 * arrive during `init`, or were pending before a restart, reach the first listener. Internal to the
 * client.
 *
 * @example
 * const queue = new RequestQueue({ isPending, hasListener, deliver: (request) => emit(request) })
 * queue.push(request) // delivered now, or after the request before it is settled
 * queue.settle(request.id) // answered or expired: the next one follows the delay
 * queue.drop(request.id) // its session ended: idle at once, the next one follows the delay
 */
export class RequestQueue {
  readonly #parameters: RequestQueueParameters
  readonly #waiting: PendingRequestStruct[] = []
  /** The id handed over and not yet settled. */
  #current: number | undefined
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(parameters: RequestQueueParameters) {
    this.#parameters = parameters
  }

  /** Whether a request was handed over and is not settled yet (the official queue's `active` state). */
  get active(): boolean {
    return this.#current !== undefined
  }

  /** Queues a request (once, however often it is pushed) and hands it over when its turn comes. */
  push(request: PendingRequestStruct): void {
    if (this.#current === request.id || this.#waiting.some((entry) => entry.id === request.id)) return
    this.#waiting.push(request)
    this.drain()
  }

  /**
   * Request `id` left the pending store (answered or expired): it no longer waits, and when it was the
   * one handed over, the queue stays active for the delay and the next one follows.
   */
  settle(id: number): void {
    this.#release(id, false)
  }

  /**
   * Request `id` will never be answered (its session ended): it no longer waits, and when it was the
   * one handed over the queue is idle at once, as 2.21.8's is; the next one still follows after the delay.
   */
  drop(id: number): void {
    this.#release(id, true)
  }

  #release(id: number, idleNow: boolean): void {
    const index = this.#waiting.findIndex((entry) => entry.id === id)
    if (index >= 0) this.#waiting.splice(index, 1)
    if (this.#current !== id) return
    if (idleNow) this.#current = undefined
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.#current = undefined
      this.drain()
    }, REQUEST_QUEUE_DELAY_MS)
  }

  /** Hands over what can be handed over now (called again when a listener attaches). */
  drain(): void {
    while (this.#current === undefined && this.#timer === undefined && this.#waiting.length) {
      const next = this.#waiting[0]!
      if (!this.#parameters.isPending(next.id)) {
        this.#waiting.shift()
        continue
      }
      if (!this.#parameters.hasListener()) return
      this.#waiting.shift()
      if (!this.#parameters.disabled) this.#current = next.id
      this.#parameters.deliver(next)
    }
  }

  /** Stops the delay timer (the client closes). */
  stop(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }
}
