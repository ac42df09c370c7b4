import { APP_MESSAGE_PREFIX, FRAME_MESSAGE_PREFIX, FRAME_READY, FRAME_REQUESTS } from '@agentry/modal-core/frame'
import type { FrameRequestName } from '@agentry/modal-core/frame'
import { FrameHostError } from './frameHostErrors.js'
import type { FrameHostServices } from './handleEmailRequest.js'
import { handleFrameRequest, type FrameSession } from './handleFrameRequest.js'

/** The window that embeds the frame, as far as the frame uses it. */
export type FrameParent = { postMessage(message: unknown, targetOrigin: string): void }

/** The frame's own window, as far as the frame uses it. */
export type FrameWindow = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  parent: FrameParent
}

export type CreateFrameHostParameters = {
  window: FrameWindow
  /** Origin of the page that embeds the frame (`location.ancestorOrigins[0]`, else the referrer's origin). */
  parentOrigin: string | undefined
  allowedOrigins: readonly string[]
  session?: FrameSession
  /** The host's API and the account source: the login requests are answered through them. */
  services?: FrameHostServices
  /** The social providers the host has credentials for: sent in the ready event, so the modal shows only those. */
  socialProviders?: readonly string[]
}

export type FrameHost = {
  /** False when the embedding page is not on the allow list: the frame then posts and answers nothing. */
  readonly active: boolean
  close(): void
}

const REQUEST_NAMES = new Set<string>(FRAME_REQUESTS)

/**
 * Runs the frame's side of the window-message protocol: posts the ready event to the embedding page and
 * answers each request with `_SUCCESS` or `_ERROR` and the request's id. It talks only to its parent
 * window and only at the parent's origin, and only when that origin is on the allow list: a page that is
 * not listed gets no ready event and no answer (the CSP's frame-ancestors already keeps browsers from
 * showing the frame there; this holds where that header is not enforced).
 *
 * @example
 * createFrameHost({ window, parentOrigin: location.ancestorOrigins[0], allowedOrigins: ['http://localhost:3000'] })
 */
export function createFrameHost({
  window: frameWindow,
  parentOrigin,
  allowedOrigins,
  session = { chainId: 1 },
  services,
  socialProviders = [],
}: CreateFrameHostParameters): FrameHost {
  if (!parentOrigin || !allowedOrigins.includes(parentOrigin)) return { active: false, close: () => {} }
  const parent = frameWindow.parent
  const post = (message: unknown) => parent.postMessage(message, parentOrigin)

  let closed = false
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== parentOrigin) return
    const data = event.data as { type?: unknown; id?: unknown; payload?: unknown } | null
    if (typeof data?.type !== 'string' || !data.type.startsWith(APP_MESSAGE_PREFIX)) return
    if (typeof data.id !== 'string' || data.id.length === 0 || data.id.length > 128) return
    const name = data.type.slice(APP_MESSAGE_PREFIX.length)
    const answer = (outcome: 'SUCCESS' | 'ERROR', payload: unknown) =>
      post({ type: `${FRAME_MESSAGE_PREFIX}${name}_${outcome}`, id: data.id, payload })
    if (!REQUEST_NAMES.has(name))
      return answer('ERROR', { code: 'UNKNOWN_REQUEST', message: `Unknown request ${name}` })
    const fail = (error: unknown) => {
      if (error instanceof FrameHostError) return answer('ERROR', { code: error.code, message: error.message })
      console.error('frame request failed', error)
      answer('ERROR', { code: 'INTERNAL', message: 'An error occurred' })
    }
    try {
      const result = handleFrameRequest(name as FrameRequestName, data.payload, session, services)
      // The login requests wait on the host's API; the rest answer at once.
      if (result instanceof Promise)
        return void result.then(
          (payload) => !closed && answer('SUCCESS', payload),
          (error) => !closed && fail(error),
        )
      answer('SUCCESS', result)
    } catch (error) {
      fail(error)
    }
  }
  frameWindow.addEventListener('message', onMessage)
  post({ type: FRAME_READY, payload: { version: 1, socialProviders: [...socialProviders] } })
  return {
    active: true,
    close: () => {
      closed = true
      frameWindow.removeEventListener('message', onMessage)
    },
  }
}
