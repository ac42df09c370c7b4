import { encodeDidKey } from '../relayAuth/didKey.js'
import { generateRelayKeyPair, type RelayKeyPair } from '../relayAuth/keyPair.js'
import {
  InvalidRelayUrlError,
  RelayClosedError,
  RelayConnectTimeoutError,
  RelayFrameTooLargeError,
  RelayRequestError,
} from './relayErrors.js'
import { assertRelayUrl } from './relayUrl.js'
import { connectionUrl } from './connectionUrl.js'
import { readRelayFrame } from './relayFrame.js'
import type {
  Pending,
  PublishMethod,
  PublishOptions,
  RelayClientOptions,
  RelayEvents,
  RelayMessage,
} from './relayTypes.js'
import { SeenMessages } from './seenMessages.js'
import { resolveWebSocket, type RelaySocket } from './webSocket.js'

export type { PublishMethod, PublishOptions, RelayClientOptions, RelayDisconnect, RelayMessage } from './relayTypes.js'

const OPEN = 1
/** The WebSocket close code of a frame over the receiver's size limit. */
const MESSAGE_TOO_BIG = 1009
const DEFAULTS = {
  requestTimeoutMs: 15_000,
  silenceTimeoutMs: 35_000,
  connectTimeoutMs: 8_000,
  maxFrameBytes: 256 * 1024,
}
const encoder = new TextEncoder()
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The WebSocket JSON-RPC client of a WalletConnect v2 relay: authenticates with an Ed25519 did:key
 * JWT, subscribes to topics, publishes, acknowledges deliveries and drops redelivered ones. When the
 * connection drops it reconnects with growing delays, subscribes to every topic again and resends the
 * calls that had no answer, so nothing is lost across a relay restart. The delays keep growing across
 * connections that open and fail again; they start over once a call is answered. A call too large for
 * the relay is refused (RelayFrameTooLargeError), never resent.
 *
 * @example
 * const relay = new RelayClient({ relayUrl: 'ws://127.0.0.1:8787' })
 * relay.on('message', ({ topic, message }) => console.log(topic, message))
 * await relay.subscribe(topic)
 * await relay.publish(topic, envelope, { ttl: 300, tag: 1108 })
 */
export class RelayClient {
  readonly clientId: string
  readonly #options: Required<Pick<RelayClientOptions, 'relayUrl' | keyof typeof DEFAULTS>> & RelayClientOptions
  readonly #keyPair: RelayKeyPair
  readonly #listeners = new Map<keyof RelayEvents, Set<(payload: never) => void>>()
  readonly #pending = new Map<number, Pending>()
  readonly #subscriptions = new Map<string, string>()
  readonly #seen = new SeenMessages()
  #socket: RelaySocket | undefined
  /** True from the start of an attempt until its socket exists (the WebSocket may load first). */
  #opening = false
  #closed = false
  /** Set by `disconnectTransport()`: no reconnect until the next call or `connect()`. */
  #paused = false
  #attempt = 0
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined
  #silenceTimer: ReturnType<typeof setTimeout> | undefined
  /** `connect()` calls waiting for the connection to open. */
  readonly #openWaiters = new Set<() => void>()
  /** The frame limit: the configured one, lowered to below any frame the relay refused with 1009. */
  #maxFrameBytes: number
  #nextId = 0

  constructor(options: RelayClientOptions) {
    if (!isObject(options)) throw new InvalidRelayUrlError(undefined)
    assertRelayUrl(options.relayUrl)
    this.#options = { ...DEFAULTS, ...options }
    this.#maxFrameBytes = this.#options.maxFrameBytes
    this.#keyPair = options.keyPair ?? generateRelayKeyPair()
    this.clientId = encodeDidKey(this.#keyPair.publicKey)
  }

  /** True while the WebSocket is open. */
  get connected(): boolean {
    return this.#socket?.readyState === OPEN
  }

  /** The topics this client is subscribed to. */
  get topics(): string[] {
    return [...this.#subscriptions.keys()]
  }

  /**
   * Opens the connection (retrying with growing delays until the relay answers) and resolves once it
   * is open; rejects with RelayConnectTimeoutError when it is not open within `connectTimeoutMs`. A
   * reconnect waiting out its delay is tried at once: someone waits for it now. After a timeout the
   * client keeps retrying while topics or calls need the connection; with none, it stops until the
   * next call or `connect()`, so a client that never reached its relay leaves no retry loop behind.
   *
   * @example
   * await relay.connect().catch((error) => error instanceof RelayConnectTimeoutError && showOffline())
   */
  async connect(): Promise<void> {
    if (this.#closed) throw new RelayClosedError()
    this.#paused = false
    if (!this.#socket && this.#reconnectTimer !== undefined) {
      clearTimeout(this.#reconnectTimer)
      this.#reconnectTimer = undefined
    }
    this.#ensureOpen()
    if (this.connected) return
    const { relayUrl, connectTimeoutMs: timeoutMs } = this.#options
    let timer: ReturnType<typeof setTimeout> | undefined
    let opened: () => void = () => undefined
    try {
      await new Promise<void>((resolve, reject) => {
        opened = resolve
        this.#openWaiters.add(opened)
        timer = setTimeout(() => reject(new RelayConnectTimeoutError({ relayUrl, timeoutMs })), timeoutMs)
      })
    } catch (error) {
      this.#openWaiters.delete(opened)
      const needed = this.#subscriptions.size > 0 || this.#pending.size > 0 || this.#openWaiters.size > 0
      if (!needed) void this.disconnectTransport()
      throw error
    } finally {
      clearTimeout(timer)
      this.#openWaiters.delete(opened)
    }
  }

  /** Subscribes to `topic` (again after every reconnect); resolves with the subscription id. */
  async subscribe(topic: string): Promise<string> {
    const id = (await this.#call('irn_subscribe', { topic })) as string
    this.#subscriptions.set(topic, id)
    return id
  }

  /**
   * Listens on topics kept from an earlier run, without waiting: they are subscribed on every new
   * connection (`irn_batchSubscribe`, then `connect` is emitted), and one opens now in the background.
   *
   * @example
   * relay.restore(keptTopics)
   */
  restore(topics: string[]): void {
    for (const topic of topics) if (!this.#subscriptions.has(topic)) this.#subscriptions.set(topic, '')
    if (topics.length) this.#ensureOpen()
  }

  /**
   * Stops deliveries on `topic`. With no open connection nothing is sent: the relay dropped the
   * subscription with the connection, and the next one does not subscribe to it again.
   */
  async unsubscribe(topic: string): Promise<void> {
    const id = this.#subscriptions.get(topic)
    this.#subscriptions.delete(topic)
    if (id !== undefined && this.connected) await this.#call('irn_unsubscribe', { topic, id })
  }

  /** Publishes an envelope on `topic`; the relay stores it for `ttl` seconds for subscribers. */
  async publish(topic: string, message: string, options: PublishOptions): Promise<void> {
    const { ttl, tag, prompt = false, correlationId, attestation } = options
    const extra = { ...(correlationId === undefined ? {} : { correlationId }), ...(attestation ? { attestation } : {}) }
    await this.publishWith('irn_publish', { topic, message, ttl, tag, prompt, ...extra })
  }

  /**
   * Publishes through a relay method: `irn_publish`, or the session methods `wc_proposeSession` and
   * `wc_approveSession` that publish and subscribe in one call. Emits `publish` once the relay took it.
   */
  async publishWith(method: PublishMethod, params: Record<string, unknown>): Promise<void> {
    await this.#call(method, params)
    this.#emit('publish', { method, params })
  }

  /** Messages stored for `topics` that this client has not seen (delivered through the `message` event). */
  async fetchMessages(topics: string[]): Promise<void> {
    const answer = (await this.#call('irn_batchFetchMessages', { topics })) as { messages?: RelayMessage[] } | undefined
    for (const message of answer?.messages ?? []) this.#deliver(message)
  }

  /**
   * Listens to `message` (a delivery), `connect` or `disconnect`; returns the function that stops it.
   *
   * @example
   * const stop = relay.on('message', (message) => handle(message))
   */
  on<E extends keyof RelayEvents>(event: E, listener: (payload: RelayEvents[E]) => void): () => void {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set())
    this.#listeners.get(event)!.add(listener as (payload: never) => void)
    return () => this.#listeners.get(event)?.delete(listener as (payload: never) => void)
  }

  /**
   * Closes the socket without closing the client (the official relayer's `transportClose`): nothing
   * reconnects until the next call or `connect()`, which opens it again and subscribes to every topic.
   *
   * @example
   * await relay.disconnectTransport()
   * await relay.connect()
   */
  async disconnectTransport(): Promise<void> {
    this.#paused = true
    clearTimeout(this.#reconnectTimer)
    this.#reconnectTimer = undefined
    const socket = this.#socket
    if (!socket) return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000)
      socket.addEventListener('close', () => (clearTimeout(timer), resolve()))
      socket.close(1000, 'transport closed by the client')
    })
  }

  /** Closes the connection for good; calls still waiting fail with RelayClosedError. */
  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#reconnectTimer)
    clearTimeout(this.#silenceTimer)
    const socket = this.#socket
    this.#socket = undefined
    socket?.close(1000, 'closed by the client')
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer)
      pending.reject(new RelayClosedError())
      this.#pending.delete(id)
    }
  }

  /**
   * How long the next reconnect waits: doubling from `minMs` with each attempt since the last call the
   * relay answered. An open that fails again before any answer does not start the delays over.
   */
  #nextDelay(): number {
    const { minMs = 250, maxMs = 10_000 } = this.#options.reconnect ?? {}
    const delay = Math.min(maxMs, minMs * 2 ** this.#attempt)
    this.#attempt += 1
    return delay
  }

  #emit<E extends keyof RelayEvents>(event: E, payload: RelayEvents[E]): void {
    for (const listener of this.#listeners.get(event) ?? []) (listener as (value: RelayEvents[E]) => void)(payload)
  }

  /** Starts a connection attempt unless one is open, starting, or waiting for its reconnect delay. */
  #ensureOpen(): void {
    if (this.#socket || this.#opening || this.#reconnectTimer !== undefined || this.#closed || this.#paused) return
    void this.#open()
  }

  async #open(): Promise<void> {
    this.#opening = true
    const WebSocket = this.#options.WebSocket ?? (await resolveWebSocket())
    this.#opening = false
    if (this.#closed || this.#paused) return
    const { relayUrl, projectId, userAgent } = this.#options
    const socket = new WebSocket(connectionUrl({ relayUrl, keyPair: this.#keyPair, projectId, userAgent }))
    this.#socket = socket
    socket.addEventListener('open', () => {
      if (this.#socket !== socket) return
      this.#heard()
      socket.on?.('ping', () => this.#heard())
      void this.#afterOpen()
    })
    socket.addEventListener('message', (event) => {
      if (this.#socket !== socket) return
      this.#heard()
      this.#onFrame(typeof event.data === 'string' ? event.data : String(event.data))
    })
    socket.addEventListener('close', (event) => this.#onClose(socket, event?.code))
    // An error is followed by close; the reconnect happens there.
    socket.addEventListener('error', () => undefined)
  }

  async #afterOpen(): Promise<void> {
    // Calls waiting from before (or sent into the dropped connection) go out now, before anything new.
    for (const pending of this.#pending.values()) this.#send(pending)
    for (const opened of this.#openWaiters) opened()
    const topics = this.topics
    if (topics.length) {
      const ids = (await this.#call('irn_batchSubscribe', { topics }).catch(() => undefined)) as string[] | undefined
      if (Array.isArray(ids))
        topics.forEach((topic, index) => ids[index] !== undefined && this.#subscriptions.set(topic, ids[index]!))
    }
    this.#emit('connect', undefined)
  }

  #onClose(socket: RelaySocket, code: number | undefined): void {
    if (this.#socket !== socket) return
    this.#socket = undefined
    clearTimeout(this.#silenceTimer)
    for (const pending of this.#pending.values()) clearTimeout(pending.timer)
    if (code === MESSAGE_TOO_BIG) this.#dropRefusedFrame(socket)
    if (this.#closed) return
    if (this.#paused) return void this.#emit('disconnect', { code, retryInMs: -1 })
    const retryInMs = this.#nextDelay()
    this.#emit('disconnect', { code, retryInMs })
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined
      this.#ensureOpen()
    }, retryInMs)
  }

  /**
   * The relay closed with 1009: a frame sent on that socket was over its limit. The largest one still
   * unanswered is the one; it is failed rather than resent (resent, it would close every new
   * connection), and nothing as large is sent again.
   */
  #dropRefusedFrame(socket: RelaySocket): void {
    let culprit: [number, Pending] | undefined
    for (const entry of this.#pending)
      if (entry[1].sentOn === socket && entry[1].bytes > (culprit?.[1].bytes ?? 0)) culprit = entry
    if (!culprit) return
    const [id, pending] = culprit
    this.#pending.delete(id)
    this.#maxFrameBytes = Math.min(this.#maxFrameBytes, pending.bytes - 1)
    pending.reject(new RelayFrameTooLargeError({ method: pending.method, bytes: pending.bytes }))
  }

  /** Something arrived: the connection is alive. Silence for too long means a dead connection. */
  #heard(): void {
    clearTimeout(this.#silenceTimer)
    const socket = this.#socket
    this.#silenceTimer = setTimeout(() => {
      if (this.#socket !== socket || !socket) return
      if (socket.terminate) socket.terminate()
      else socket.close(4000, 'relay silent')
    }, this.#options.silenceTimeoutMs)
  }

  #call(method: string, params: unknown): Promise<unknown> {
    if (this.#closed) return Promise.reject(new RelayClosedError())
    // A call after disconnectTransport() opens the transport again, as the official relayer does.
    this.#paused = false
    this.#ensureOpen()
    this.#nextId = Math.max(this.#nextId + 1, Date.now() * 1000)
    const id = this.#nextId
    const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    // UTF-8 takes at most 3 bytes per UTF-16 unit: most frames need no encoding to be measured.
    const bytes = frame.length * 3 <= this.#maxFrameBytes ? frame.length : encoder.encode(frame).byteLength
    if (bytes > this.#maxFrameBytes)
      return Promise.reject(new RelayFrameTooLargeError({ method, bytes, limit: this.#maxFrameBytes }))
    return new Promise((resolve, reject) => {
      const pending: Pending = { frame, bytes, method, resolve, reject }
      this.#pending.set(id, pending)
      if (this.connected) this.#send(pending)
    })
  }

  #send(pending: Pending): void {
    clearTimeout(pending.timer)
    pending.timer = setTimeout(() => {
      const id = [...this.#pending].find(([, entry]) => entry === pending)?.[0]
      if (id !== undefined) this.#pending.delete(id)
      pending.reject(
        new RelayRequestError({
          method: pending.method,
          message: `no answer in ${this.#options.requestTimeoutMs} ms`,
          code: 'RELAY_TIMEOUT',
        }),
      )
    }, this.#options.requestTimeoutMs)
    pending.sentOn = this.#socket
    this.#socket?.send(pending.frame)
  }

  #onFrame(text: string): void {
    const frame = readRelayFrame(text)
    if (!frame) return
    if (frame.kind === 'delivery') {
      // The relay delivers: the connection works, so the reconnect delays start over.
      this.#attempt = 0
      if (frame.ack) this.#socket?.send(frame.ack)
      if (frame.message) this.#deliver(frame.message)
      return
    }
    const pending = this.#pending.get(frame.id)
    if (!pending) return
    // A call answered: the connection works, so the reconnect delays start over.
    this.#attempt = 0
    this.#pending.delete(frame.id)
    clearTimeout(pending.timer)
    if (frame.error)
      pending.reject(
        new RelayRequestError({
          method: pending.method,
          message: String(frame.error.message ?? 'error'),
          code: frame.error.code ?? -32000,
        }),
      )
    else pending.resolve(frame.result)
  }

  #deliver(message: RelayMessage): void {
    if (this.#seen.firstTime(message)) this.#emit('message', message)
  }
}
