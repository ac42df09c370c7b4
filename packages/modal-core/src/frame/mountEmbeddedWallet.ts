import { ALERTS } from '../alerts/alerts.js'
import { showAlertOnce } from '../alerts/showAlertOnce.js'
import { FrameLoadError, FrameNotSetError } from '../errors/frameErrors.js'
import { createEmbeddedWalletClient, type EmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { FRAME_MESSAGE_PREFIX, FRAME_NEEDS_USER, FRAME_TIMEOUT_MS, type FrameRequestName } from './frameProtocol.js'
import { frameState } from './frameState.js'
import { readFrameSocialProviders } from './frameSocialProviders.js'
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

/** Where the frame's own panel is drawn, in viewport pixels (a place the modal's view keeps for it). */
export type FramePanelArea = { top: number; left: number; width: number; height: number }

export type MountedEmbeddedWallet = {
  client: EmbeddedWalletClient
  transport: FrameTransport
  iframe: HTMLIFrameElement
  /**
   * Shows the frame over `area` (its own panel, e.g. the passkey buttons, which need the user's click in the
   * frame's document), or hides it again with `undefined`. A pending confirmation still takes the centre.
   */
  showPanel(area: FramePanelArea | undefined): void
  unmount(): void
}

/** RPC requests wait on the user once the frame is ready: they sign inside the frame. */
const UNTIMED: readonly FrameRequestName[] = ['RPC_REQUEST']

/** RPC methods the user confirms inside the frame: it is shown while one is pending. */
export const FRAME_USER_METHODS =
  /^(personal_sign|eth_sign|eth_signTypedData|eth_signTransaction|eth_sendTransaction|wallet_sendCalls|solana_sign)/

const HIDDEN_STYLE = 'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none'
/** Above the modal, centred, the modal's width: where the user confirms. */
const SHOWN_STYLE =
  'position:fixed;inset:0;margin:auto;width:360px;max-width:100%;height:600px;max-height:100%;border:0;' +
  'border-radius:24px;z-index:calc(var(--agentry-z-index, 999) + 1)'

/** Over the view's place for the panel, above the modal (the frame lives in the page's body). */
const panelStyle = ({ top, left, width, height }: FramePanelArea): string =>
  `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;border:0;` +
  'border-radius:16px;background:#fff;color-scheme:light;' +
  'z-index:calc(var(--agentry-z-index, 999) + 1)'

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
  // WebAuthn in a cross-origin frame needs the embedder's permission, for the frame's origin only.
  iframe.allow = `publickey-credentials-get ${url.origin}; publickey-credentials-create ${url.origin}`
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.style.cssText = HIDDEN_STYLE
  const transport = createFrameTransport({
    iframe,
    origin: url.origin,
    window: page.defaultView ?? undefined,
    timeout,
    untimed: UNTIMED,
  })
  // Spec section 8: a frame that cannot load fails its requests at once, not after the 30 s timeout.
  iframe.addEventListener('error', () => {
    transport.fail(new FrameLoadError())
    frameState.socialProviders = []
    showAlertOnce(ALERTS.invalidAppConfiguration)
  })
  // The frame is shown while it needs the user (a signature, a transaction), hidden otherwise.
  // The frame may also ask for the user itself (FRAME_NEEDS_USER), to restore a wallet on a new device, and
  // it is shown over a panel area while a view keeps one for it (the passkey login).
  let needingUser = 0
  let frameAsks = false
  let panel: FramePanelArea | undefined
  const draw = () => {
    const shown = needingUser > 0 || frameAsks
    iframe.style.cssText = shown ? SHOWN_STYLE : panel ? panelStyle(panel) : HIDDEN_STYLE
    iframe.toggleAttribute('aria-hidden', !shown && !panel)
    frameState.visible = shown
  }
  const show = (on?: boolean) => {
    if (on !== undefined) needingUser += on ? 1 : -1
    draw()
  }
  transport.onEvent((name, payload) => {
    if (`${FRAME_MESSAGE_PREFIX}${name}` !== FRAME_NEEDS_USER) return
    frameAsks = (payload as { needsUser?: unknown } | null)?.needsUser === true
    show()
  })
  const shownTransport: FrameTransport = {
    ...transport,
    request: <result>(name: FrameRequestName, payload?: unknown) => {
      const method = (payload as { method?: unknown } | undefined)?.method
      if (name !== 'RPC_REQUEST' || typeof method !== 'string' || !FRAME_USER_METHODS.test(method))
        return transport.request<result>(name, payload)
      show(true)
      return transport.request<result>(name, payload).finally(() => show(false))
    },
  }
  page.body.appendChild(iframe)
  Object.assign(frameState, { ready: false, socialProviders: undefined })
  void transport.ready.then((payload) =>
    Object.assign(frameState, { ready: true, socialProviders: readFrameSocialProviders(payload) }),
  )
  return {
    client: createEmbeddedWalletClient({ transport: shownTransport }),
    transport,
    iframe,
    showPanel(area) {
      panel = area
      draw()
    },
    unmount() {
      transport.close()
      iframe.remove()
      Object.assign(frameState, { ready: false, socialProviders: undefined })
    },
  }
}
