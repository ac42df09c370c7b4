import { FrameNotSetError } from '../errors/frameErrors.js'
import { createEmbeddedWalletClient, type EmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { FRAME_TIMEOUT_MS, type FrameRequestName } from './frameProtocol.js'
import { frameState } from './frameState.js'
import { createFrameTransport, type FrameTransport } from './frameTransport.js'

export type MountEmbeddedWalletParameters = {
  /** The embedded wallet's page (its origin is the only one trusted). */
  frameUrl: string
  /** The project id and SDK version passed to the frame in its URL. */
  projectId?: string
  /** Default the global document. */
  document?: Document
  /** Per-request timeout in ms (spec: 30 000). */
  timeout?: number
}

export type MountedEmbeddedWallet = {
  client: EmbeddedWalletClient
  transport: FrameTransport
  iframe: HTMLIFrameElement
  unmount(): void
}

/** RPC requests wait on the user once the frame is ready: they sign inside the frame. */
const UNTIMED: readonly FrameRequestName[] = ['RPC_REQUEST']

/**
 * Adds the embedded wallet's hidden iframe to the page, waits for its ready event in `frameState`, and
 * returns the client.
 *
 * @throws FrameNotSetError ('W3mFrame: parent is not set') without a document
 * @example
 * const { client } = mountEmbeddedWallet({ frameUrl: 'https://secure.example.org/frame', projectId })
 * await client.connectEmail({ email })
 */
export function mountEmbeddedWallet({
  frameUrl,
  projectId,
  document: page = globalThis.document,
  timeout = FRAME_TIMEOUT_MS,
}: MountEmbeddedWalletParameters): MountedEmbeddedWallet {
  if (!page?.body) throw new FrameNotSetError({ missing: 'parent' })
  const url = new URL(frameUrl, page.baseURI)
  if (projectId) url.searchParams.set('projectId', projectId)
  const iframe = page.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.style.cssText = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none'
  const transport = createFrameTransport({
    iframe,
    origin: url.origin,
    window: page.defaultView ?? undefined,
    timeout,
    untimed: UNTIMED,
  })
  page.body.appendChild(iframe)
  frameState.ready = false
  void transport.ready.then(() => (frameState.ready = true))
  return {
    client: createEmbeddedWalletClient({ transport }),
    transport,
    iframe,
    unmount() {
      transport.close()
      iframe.remove()
      frameState.ready = false
    },
  }
}
