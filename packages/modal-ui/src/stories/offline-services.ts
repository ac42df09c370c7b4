/**
 * The origin every story's RPC, hosted service and relay points at. Nothing listens there, and
 * `answerOfflineRequests` answers its requests inside the page, so a story never reaches the network and
 * the browser logs no failed request.
 */
export const OFFLINE_ORIGIN = 'http://127.0.0.1:9'

/**
 * A stand-in for the hosted image endpoints (spec section 7), answered in the page: a story that points
 * `serviceUrls.walletDirectory` here gets an image for every id, drawn unlike our bundled icons (a rounded
 * square), so the story shows which of the two is on screen.
 */
export const STORY_IMAGES_ORIGIN = `${OFFLINE_ORIGIN}/story-images`

/** The image the stand-in answers: the id's first letters on a rounded square. */
function storyImageResponse(url: string): Response {
  const id = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '?').slice(0, 3)
  const text = id.replace(/[<>&"]/g, '')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#F59E0B"/><text x="16" y="20" font-family="sans-serif" font-size="10" font-weight="700" fill="#1F2937" text-anchor="middle">${text}</text></svg>`
  return new Response(svg, { status: 200, headers: { 'content-type': 'image/svg+xml' } })
}

/** A relay that never answers: the WalletConnect views stay on 'preparing' (or show a pairing URI a story sets). */
export const SILENT_RELAY = 'ws://127.0.0.1:9/silent'

/** What an offline request gets: a service that is down, as a JSON-RPC error body. */
function offlineResponse(): Response {
  const body = { jsonrpc: '2.0', id: 0, error: { code: -32603, message: 'Storybook is offline' } }
  return new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json' } })
}

/** A socket to the offline relay: it stays connecting until closed. */
class OfflineSocket extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readonly url: string
  readyState = 0
  binaryType: BinaryType = 'blob'
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null

  constructor(url: string | URL) {
    super()
    this.url = String(url)
  }

  send(): void {}

  close(code = 1000): void {
    if (this.readyState === 3) return
    this.readyState = 3
    const event = new CloseEvent('close', { code, wasClean: true })
    this.dispatchEvent(event)
    this.onclose?.(event)
  }
}

/**
 * Answers `fetch` calls to `OFFLINE_ORIGIN` in the page with a 503 (the state a view shows when its
 * service is down; under `STORY_IMAGES_ORIGIN`, with an image), and opens sockets to it as `OfflineSocket`s; every other request passes through. A
 * closed port alone would fail the same way, but each refused connection is a console error in the
 * designer's browser and in the build's console check.
 *
 * @example
 * answerOfflineRequests() // in .storybook/preview.ts, before any story renders
 */
export function answerOfflineRequests(): void {
  const passThrough = globalThis.fetch.bind(globalThis)
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.startsWith(STORY_IMAGES_ORIGIN)) return Promise.resolve(storyImageResponse(url))
    return url.startsWith(OFFLINE_ORIGIN) ? Promise.resolve(offlineResponse()) : passThrough(input, init)
  }
  const RealSocket = globalThis.WebSocket
  const offline = OFFLINE_ORIGIN.replace('http', 'ws')
  globalThis.WebSocket = new Proxy(RealSocket, {
    construct: (target, args: [string | URL, (string | string[])?]) =>
      String(args[0]).startsWith(offline) ? new OfflineSocket(args[0]) : new target(...args),
  })
}
