/** The WebSocket surface the relay client uses: the browser's, or `ws` in Node. */
export type RelaySocket = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'error', listener: () => void): void
  /** `code` is the WebSocket close code (1009: a frame was over the receiver's limit). */
  addEventListener(type: 'close', listener: (event: { code?: number }) => void): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  /** `ws` only: ping frames from the server (a heartbeat the browser API hides). */
  on?(event: 'ping', listener: () => void): unknown
  /** `ws` only: drops the connection without a close handshake. */
  terminate?(): void
}

export type RelaySocketConstructor = new (url: string) => RelaySocket

/**
 * The platform's WebSocket: `globalThis.WebSocket` in browsers (and Node 22+), the `ws` package in
 * Node 20, loaded only there.
 *
 * @example
 * const WebSocket = await resolveWebSocket()
 * const socket = new WebSocket('ws://127.0.0.1:8787/?auth=…')
 */
export async function resolveWebSocket(): Promise<RelaySocketConstructor> {
  const native = (globalThis as { WebSocket?: RelaySocketConstructor }).WebSocket
  if (native) return native
  const { WebSocket } = (await import('ws')) as unknown as { WebSocket: RelaySocketConstructor }
  return WebSocket
}
