// Test support (not exported): a relay client on a real WebSocket that records every frame.
import { encodeDidKey, generateRelayKeyPair, signRelayJwt, type RelayKeyPair } from '@agentry/sign-client'
import { WebSocket, type ClientOptions } from 'ws'

export type Delivery = {
  requestId: number
  subId: string
  topic: string
  message: string
  publishedAt: number
  attestation: unknown
}
type Reply = { id: unknown; result?: unknown; error?: { code: number; message: string } }

export type ConnectOptions = {
  keyPair?: RelayKeyPair
  /** Audience to sign; defaults to the relay URL. */
  aud?: string
  /** Acknowledge every `irn_subscription` (default true). */
  autoAck?: boolean
  ws?: ClientOptions
}

export class TestClient {
  readonly frames: string[] = []
  readonly deliveries: Delivery[] = []
  private readonly waiters = new Set<() => void>()
  private nextId = 1
  closeCode: number | undefined

  constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    readonly keyPair: RelayKeyPair,
    private readonly autoAck: boolean,
  ) {
    socket.on('message', (data) => {
      const text = data.toString()
      this.frames.push(text)
      const frame = JSON.parse(text) as {
        id: number
        method?: string
        params?: { id: string; data: Omit<Delivery, 'requestId' | 'subId'> }
      }
      if (frame.method === 'irn_subscription' && frame.params) {
        this.deliveries.push({ requestId: frame.id, subId: frame.params.id, ...frame.params.data })
        if (this.autoAck) this.ack(frame.id)
      }
      this.notify()
    })
    socket.on('close', (code) => {
      this.closeCode = code
      this.notify()
    })
  }

  private notify(): void {
    for (const waiter of this.waiters) waiter()
  }

  /** Resolves with the first truthy value of `check`, re-evaluated on every frame. */
  waitFor<T>(check: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        const value = check()
        if (!value) return
        this.waiters.delete(done)
        clearTimeout(timer)
        resolve(value)
      }
      const timer = setTimeout(() => {
        this.waiters.delete(done)
        reject(new Error('waitFor timed out'))
      }, timeoutMs)
      this.waiters.add(done)
      done()
    })
  }

  send(text: string): void {
    this.socket.send(text)
  }

  ack(id: number): void {
    this.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
  }

  /** Sends a request with a string id and resolves with its reply. */
  call(method: string, params?: unknown): Promise<Reply> {
    const id = String(this.nextId++)
    this.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.waitFor(() =>
      this.frames
        .map((text) => JSON.parse(text) as Reply & { method?: string })
        .find((frame) => frame.id === id && frame.method === undefined),
    )
  }

  /** A round trip: every delivery the relay sent before answering it has arrived when it resolves. */
  async settle(): Promise<void> {
    await this.call('irn_unsubscribe', { topic: 'settle-round-trip' })
  }

  messages(): string[] {
    return this.deliveries.map((delivery) => delivery.message)
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

/** The `ws://...` URL with the auth query for a key pair. */
export function authUrl(relayUrl: string, keyPair: RelayKeyPair, aud = relayUrl): string {
  const token = signRelayJwt({ secretKey: keyPair.secretKey, aud })
  return `${relayUrl}/?auth=${token}&ua=wc-2%2Fjs-2.21.8%2Ftest&projectId=test`
}

export async function connectClient(relayUrl: string, options: ConnectOptions = {}): Promise<TestClient> {
  const keyPair = options.keyPair ?? generateRelayKeyPair()
  const socket = new WebSocket(authUrl(relayUrl, keyPair, options.aud ?? relayUrl), options.ws)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return new TestClient(socket, encodeDidKey(keyPair.publicKey), keyPair, options.autoAck ?? true)
}

/** Connects with a raw URL and resolves with the HTTP status of a refused upgrade (or 101 if accepted). */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('open', () => {
      resolve(101)
      socket.close()
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}
