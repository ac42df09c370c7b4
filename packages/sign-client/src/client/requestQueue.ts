import { REQUEST_QUEUE_DELAY_MS } from './rpcOptions.js'
import type { PendingRequestStruct } from './types.js'

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
 * answered, it expired, or its session ended). A request waits while no one listens, so requests that
 * arrive during `init`, or were pending before a restart, reach the first listener. Internal to the
 * client.
 *
 * @example
 * const queue = new RequestQueue({ isPending, hasListener, deliver: (request) => emit(request) })
 * queue.push(request) // delivered now, or after the request before it is settled
 * queue.settle(request.id) // answered, expired or its session gone: the next one follows
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

  /** Queues a request (once, however often it is pushed) and hands it over when its turn comes. */
  /** Whether a request was handed over and is not settled yet (the official queue's `active` state). */
  get active(): boolean {
    return this.#current !== undefined
  }

  push(request: PendingRequestStruct): void {
    if (this.#current === request.id || this.#waiting.some((entry) => entry.id === request.id)) return
    this.#waiting.push(request)
    this.drain()
  }

  /**
   * Request `id` left the pending store: it no longer waits, and when it was the one handed over, the
   * next one follows after the delay.
   */
  settle(id: number): void {
    const index = this.#waiting.findIndex((entry) => entry.id === id)
    if (index >= 0) this.#waiting.splice(index, 1)
    if (this.#current !== id) return
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
