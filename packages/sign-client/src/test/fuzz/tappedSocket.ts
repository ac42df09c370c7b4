// Fuzz support (not exported by the package): a real `ws` socket to the relay whose incoming frames
// can be added to, so a payload reaches the client's whole decode path (frame, envelope, JSON-RPC,
// protocol) without a relay round trip each.
import { WebSocket } from 'ws'
import type { RelaySocket, RelaySocketConstructor } from '../../relay/webSocket.js'

type MessageListener = (event: { data: unknown }) => void

/** A socket constructor for one client, and a way to hand that client a frame as if the relay sent it. */
export type SocketTap = {
  WebSocket: RelaySocketConstructor
  /** Hands `frame` to the client's open socket; false when it has none. */
  inject(frame: string): boolean
}

/**
 * A tap for one client: pass `tap.WebSocket` in its options, then `tap.inject(frame)`.
 *
 * @example
 * const tap = createSocketTap()
 * const client = await SignClient.init({ relayUrl, metadata, WebSocket: tap.WebSocket })
 * tap.inject(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscription', params }))
 */
export function createSocketTap(): SocketTap {
  let current: { socket: WebSocket; listeners: MessageListener[] } | undefined
  class TappedSocket implements RelaySocket {
    readonly #socket: WebSocket
    readonly #listeners: MessageListener[] = []

    constructor(url: string) {
      this.#socket = new WebSocket(url)
      current = { socket: this.#socket, listeners: this.#listeners }
    }

    get readyState(): number {
      return this.#socket.readyState
    }

    send(data: string): void {
      this.#socket.send(data)
    }

    close(code?: number, reason?: string): void {
      this.#socket.close(code, reason)
    }

    addEventListener(type: string, listener: (event: never) => void): void {
      if (type === 'message') this.#listeners.push(listener as MessageListener)
      this.#socket.addEventListener(type as 'message', listener as never)
    }

    on(event: 'ping', listener: () => void): unknown {
      return this.#socket.on(event, listener)
    }

    terminate(): void {
      this.#socket.terminate()
    }
  }
  return {
    WebSocket: TappedSocket,
    inject(frame) {
      if (!current || current.socket.readyState !== WebSocket.OPEN) return false
      for (const listener of current.listeners) listener({ data: frame })
      return true
    },
  }
}
