import { REQUEST_QUEUE_DELAY_MS } from './rpcOptions.js'
import type { PendingRequestStruct } from './types.js'

export type RequestQueueParameters = {
  /** Hand every request over at once (`signConfig.disableRequestQueue`). */
  disabled?: boolean
  /** Whether request `id` still waits for its answer: one answered or expired while queued is skipped. */
  isPending(id: number): boolean
  /** Hands one request to the wallet (the `session_request` event). */
  deliver(request: PendingRequestStruct): void
}

/**
 * The wallet's queue of incoming session requests, as the official client keeps it: one request at a
 * time, the next one `REQUEST_QUEUE_DELAY_MS` after the wallet answered. Internal to the client.
 *
 * @example
 * const queue = new RequestQueue({ isPending: (id) => store.has(id), deliver: (request) => emit(request) })
 * queue.push(request) // delivered now, or after the request before it is answered
 * queue.release() // the wallet answered: the next one follows
 */
export class RequestQueue {
  readonly #parameters: RequestQueueParameters
  readonly #waiting: PendingRequestStruct[] = []
  #busy = false

  constructor(parameters: RequestQueueParameters) {
    this.#parameters = parameters
  }

  /** Queues a request, or hands it over at once when none is being answered (or the queue is off). */
  push(request: PendingRequestStruct): void {
    if (this.#parameters.disabled) return this.#parameters.deliver(request)
    this.#waiting.push(request)
    this.#drain()
  }

  /** The request handed over was answered: the next one follows after the delay. */
  release(): void {
    if (!this.#busy) return
    setTimeout(() => {
      this.#busy = false
      this.#drain()
    }, REQUEST_QUEUE_DELAY_MS)
  }

  #drain(): void {
    if (this.#busy) return
    const next = this.#waiting.shift()
    if (!next) return
    if (!this.#parameters.isPending(next.id)) return this.#drain()
    this.#busy = true
    this.#parameters.deliver(next)
  }
}
