import { FrameNotSetError, FrameRequestError, FrameTimeoutError } from '../errors/frameErrors.js'
import {
  APP_MESSAGE_PREFIX,
  FRAME_MESSAGE_PREFIX,
  FRAME_NEEDS_USER,
  FRAME_READY,
  FRAME_TIMEOUT_MS,
  FRAME_USER_TIMEOUT_MS,
  type FrameRequestName,
} from './frameProtocol.js'

export type FrameTransportParameters = {
  /** The iframe holding the embedded wallet (already in the page or added by the caller). */
  iframe: HTMLIFrameElement
  /** The frame's origin: messages from any other origin are ignored, and requests are posted only to it. */
  origin: string
  /** The window whose messages are listened to. Default the iframe's owner window. */
  window?: Window
  /** Timeout per request in ms (default 30 000), including the wait for the ready handshake. */
  timeout?: number
  /** Requests that wait with no timeout once the frame is ready (the user signs in the frame). */
  untimed?: readonly FrameRequestName[]
  /**
   * The longer timeout of the other requests while the frame says it needs the user (FRAME_NEEDS_USER),
   * default 15 minutes: a frame that stops answering then still fails them in the end.
   */
  userTimeout?: number
}

export type FrameTransport = {
  /** Fails every waiting and later request with `error` (the frame could not load). */
  fail(error: Error): void
  /** Resolves once the frame has posted FRAME_READY, with that event's payload (our host names its social providers there). */
  ready: Promise<unknown>
  readonly isReady: boolean
  /** Posts `@w3m-app/NAME` with a random id; resolves with the `_SUCCESS` payload of that id. */
  request<result = unknown>(name: FrameRequestName, payload?: unknown): Promise<result>
  /** Listens for the frame's own events (`@w3m-frame/NAME` without an id); returns the unsubscribe function. */
  onEvent(handler: (name: string, payload: unknown) => void): () => void
  /** Stops listening; pending requests fail. */
  close(): void
}

type Pending = {
  name: FrameRequestName
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer?: ReturnType<typeof setTimeout>
  /** Starts (again) the request's timeout; undefined once it waits on the user with no timeout. */
  arm?: () => void
}

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`

/**
 * The window-message channel to the embedded wallet frame (spec section 7): every request carries a
 * random id and is answered by `_SUCCESS` or `_ERROR` with the same id; nothing is posted before the
 * frame's ready event, and requests made earlier wait for it (within their timeout). Messages from other
 * origins or windows, and answers with unknown ids, are ignored.
 *
 * @throws FrameNotSetError ('W3mFrame: parent is not set') outside a window
 * @example
 * const frame = createFrameTransport({ iframe, origin: 'https://secure.example.org' })
 * const user = await frame.request('GET_USER', { chainId: 1 })
 */
export function createFrameTransport({
  iframe,
  origin,
  window: target = iframe.ownerDocument?.defaultView ?? undefined,
  timeout = FRAME_TIMEOUT_MS,
  untimed = [],
  userTimeout = FRAME_USER_TIMEOUT_MS,
}: FrameTransportParameters): FrameTransport {
  if (!target) throw new FrameNotSetError({ missing: 'parent' })
  const pending = new Map<string, Pending>()
  const listeners = new Set<(name: string, payload: unknown) => void>()
  let markReady: (payload: unknown) => void = () => {}
  let isReady = false
  /** The frame said it waits on the user (FRAME_NEEDS_USER): pending requests wait up to `userTimeout`. */
  let userInFrame = false
  let failure: Error | undefined
  const ready = new Promise<unknown>((resolve) => (markReady = resolve))

  const settle = (id: string, outcome: { value: unknown } | { error: Error }) => {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    clearTimeout(entry.timer)
    if ('error' in outcome) entry.reject(outcome.error)
    else entry.resolve(outcome.value)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    const data = event.data as { type?: unknown; id?: unknown; payload?: unknown } | null
    if (typeof data?.type !== 'string' || !data.type.startsWith(FRAME_MESSAGE_PREFIX)) return
    if (data.type === FRAME_READY) {
      isReady = true
      markReady(data.payload)
      return
    }
    if (data.type === FRAME_NEEDS_USER) {
      userInFrame = (data.payload as { needsUser?: unknown } | null)?.needsUser === true
      for (const entry of pending.values()) {
        clearTimeout(entry.timer)
        entry.arm?.()
      }
    }
    const answer = /^@w3m-frame\/(.+)_(SUCCESS|ERROR)$/.exec(data.type)
    if (answer && typeof data.id === 'string') {
      const entry = pending.get(data.id)
      if (!entry || entry.name !== answer[1]) return
      const { message, code } = (data.payload ?? {}) as { message?: unknown; code?: unknown }
      settle(
        data.id,
        answer[2] === 'SUCCESS'
          ? { value: data.payload }
          : {
              error: new FrameRequestError({
                request: entry.name,
                message: typeof message === 'string' ? message : undefined,
                frameCode: typeof code === 'string' ? code : undefined,
              }),
            },
      )
      return
    }
    for (const listener of listeners) listener(data.type.slice(FRAME_MESSAGE_PREFIX.length), data.payload)
  }
  target.addEventListener('message', onMessage)

  return {
    ready,
    get isReady() {
      return isReady
    },
    request<result>(name: FrameRequestName, payload?: unknown) {
      const id = randomId()
      return new Promise<result>((resolve, reject) => {
        if (failure) return reject(failure)
        const entry: Pending = { name, resolve: resolve as (value: unknown) => void, reject }
        pending.set(id, entry)
        const arm = (entry.arm = () => {
          const wait = userInFrame ? userTimeout : timeout
          entry.timer = setTimeout(
            () => settle(id, { error: new FrameTimeoutError({ request: name, timeout: wait }) }),
            wait,
          )
        })
        arm()
        void ready.then(() => {
          if (!pending.has(id)) return
          const frameWindow = iframe.contentWindow
          if (!frameWindow) return settle(id, { error: new FrameNotSetError({ missing: 'iframe' }) })
          // Untimed requests still had to see the frame ready in time; after that they wait for the user.
          if (untimed.includes(name)) {
            clearTimeout(entry.timer)
            entry.arm = undefined
          }
          frameWindow.postMessage({ type: `${APP_MESSAGE_PREFIX}${name}`, id, payload }, origin)
        })
      })
    },
    fail(error) {
      failure = error
      for (const id of [...pending.keys()]) settle(id, { error })
    },
    onEvent(handler) {
      listeners.add(handler)
      return () => listeners.delete(handler)
    },
    close() {
      target.removeEventListener('message', onMessage)
      for (const id of [...pending.keys()]) settle(id, { error: new FrameNotSetError({ missing: 'iframe' }) })
      listeners.clear()
    },
  }
}
