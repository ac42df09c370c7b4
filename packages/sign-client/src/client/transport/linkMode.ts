import type { KeyValueStorage } from '../../storage/KeyValueStorage.js'
import type { Store } from '../../core/createStore.js'
import type { Metadata, SessionStruct, VerifyContext } from '../../types/protocol.js'

// Link mode (spec section 6): a dapp and a wallet on one device talk through universal links instead of
// the relay. It needs both sides to enable linkMode with a universal link, and the peer app must be in
// the supported-apps list. Envelopes go in the link's `wc_ev` parameter as base64url; a plaintext
// (type 2) envelope is accepted only here, for the sign-in request that opens the exchange.

/** A platform's way to open and receive universal links: React Native's `Linking`, or one of your own. */
export type LinkingApi = {
  /** Opens `url` in the app that owns it; `name` is the client's name (a test's router may use it). */
  openURL(url: string, name?: string): unknown
  /** Calls `handler` with each link that opens this app; `name` is the client's name. */
  addEventListener(event: 'url', handler: (event: { url: string }) => void, name?: string): unknown
  /** The link that launched the app, if any. */
  getInitialURL?(): unknown
}

/** Where the supported-apps list is kept. */
const SUPPORTED_APPS_KEY = 'wc@2:core:0.3:linkModeSupportedApps'

/** The verify server named in a verify context when the peer's metadata names none (the official default). */
const DEFAULT_VERIFY_URL = 'https://verify.walletconnect.org'

/** The origin of `url`, or `undefined` when it is not a URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** Delay before the link that launched the app is handled (spec: queued initial link URL after 50 ms). */
export const INITIAL_LINK_DELAY_MS = 50

/**
 * The link to a peer app carrying one envelope: `{universal}?wc_ev={envelope}&topic={topic}`.
 *
 * @example
 * getLinkModeUrl('https://wallet.example/wc', topic, envelope)
 * // 'https://wallet.example/wc?wc_ev=AnsiaWQiOj…&topic=9f…'
 */
export function getLinkModeUrl(universalLink: string, topic: string, envelope: string): string {
  return `${universalLink}?wc_ev=${encodeURIComponent(envelope)}&topic=${encodeURIComponent(topic)}`
}

/**
 * Reads a link-mode URL: its topic and envelope, or `undefined` for any other or malformed URL (never throws).
 *
 * @example
 * parseLinkModeUrl('https://dapp.example/wc?wc_ev=AQ…&topic=ab12') // { topic: 'ab12', message: 'AQ…' }
 */
export function parseLinkModeUrl(url: unknown): { topic: string; message: string } | undefined {
  if (typeof url !== 'string') return undefined
  const start = url.indexOf('?')
  if (start < 0) return undefined
  const end = url.indexOf('#', start)
  let query: URLSearchParams
  try {
    query = new URLSearchParams(url.slice(start + 1, end < 0 ? undefined : end))
  } catch {
    return undefined
  }
  const topic = query.get('topic')
  const message = query.get('wc_ev')
  if (!topic || !message || !/^[0-9a-f]{64}$/.test(topic)) return undefined
  return { topic, message }
}

/**
 * One client's link-mode state: its Linking API, the supported-apps list, and the peers whose topics
 * travel over links.
 *
 * @example
 * const link = new LinkMode({ metadata, storage, stores, prefix: '' })
 * await link.addSupportedApp('https://wallet.example/wc')
 * link.appLinkFor(sessionTopic) // the wallet's universal link when link mode is enabled for it
 */
export class LinkMode {
  readonly #metadata: Metadata
  readonly #storage: KeyValueStorage
  readonly #stores: { readonly session: Store<string, SessionStruct> }
  readonly #linking: LinkingApi | undefined
  readonly #key: string
  readonly #apps: string[] = []
  /**
   * Topics (a pending sign-in's response topic) whose peer is reached by link, before a session exists.
   * One entry per pending sign-in that came by link, removed when it ends: never more than those.
   */
  readonly #peers = new Map<string, Metadata>()

  constructor(params: {
    metadata: Metadata
    storage: KeyValueStorage
    stores: { readonly session: Store<string, SessionStruct> }
    prefix?: string
    linking?: LinkingApi
  }) {
    this.#metadata = params.metadata
    this.#storage = params.storage
    this.#stores = params.stores
    this.#linking = params.linking
    this.#key = `${params.prefix ? `${params.prefix}:` : ''}${SUPPORTED_APPS_KEY}`
  }

  /** The Linking API: the `linking` option, else React Native's global `Linking`. */
  get linking(): LinkingApi | undefined {
    const linking = this.#linking ?? (globalThis as { Linking?: unknown }).Linking
    const usable =
      typeof linking === 'object' &&
      linking !== null &&
      typeof (linking as LinkingApi).openURL === 'function' &&
      typeof (linking as LinkingApi).addEventListener === 'function'
    return usable ? (linking as LinkingApi) : undefined
  }

  /** Whether this app enabled link mode for itself (`redirect.linkMode` with a universal link). */
  get enabledHere(): boolean {
    const redirect = this.#metadata.redirect
    return redirect?.linkMode === true && typeof redirect.universal === 'string' && redirect.universal !== ''
  }

  /** The universal links of peer apps this one may reach by link. */
  get supportedApps(): string[] {
    return [...this.#apps]
  }

  /** Loads the supported-apps list kept by an earlier run. */
  async load(): Promise<void> {
    const kept = await this.#storage.getItem(this.#key).catch(() => undefined)
    if (Array.isArray(kept))
      for (const app of kept) if (typeof app === 'string' && !this.#apps.includes(app)) this.#apps.push(app)
  }

  /** Adds a peer app's universal link to the supported-apps list (kept in storage). */
  async addSupportedApp(universalLink: string): Promise<void> {
    if (typeof universalLink !== 'string' || !universalLink || this.#apps.includes(universalLink)) return
    this.#apps.push(universalLink)
    await this.#storage.setItem(this.#key, [...this.#apps])
  }

  /**
   * Whether link mode is enabled with `peer`: both sides enabled linkMode with a universal link, the
   * peer's link is in the supported-apps list, and a Linking API exists.
   */
  isEnabledWith(peer: Metadata | undefined): boolean {
    return peer !== undefined && this.#reachable(peer) && this.#apps.includes(peer.redirect!.universal!)
  }

  /**
   * Routes `topic` to `peer` by link: the response topic of a sign-in that came by link, answered by
   * link while it is pending. The peer is not added to the supported-apps list: only a completed
   * sign-in does that (a forged link must leave nothing behind). `unrouteTopic` ends the route.
   */
  routeTopic(topic: string, peer: Metadata): void {
    this.#peers.set(topic, peer)
  }

  /** Ends the route of a sign-in that ended (answered, rejected or expired). */
  unrouteTopic(topic: string): void {
    this.#peers.delete(topic)
  }

  /** How many pending sign-ins are answered by link. */
  get routes(): number {
    return this.#peers.size
  }

  /** The peer's universal link when what we send on `topic` goes by link; `undefined`: by the relay. */
  appLinkFor(topic: string): string | undefined {
    const session = this.#stores.session.has(topic) ? this.#stores.session.get(topic) : undefined
    if (session)
      return session.transportType === 'link_mode' && this.isEnabledWith(session.peer.metadata)
        ? session.peer.metadata.redirect!.universal
        : undefined
    // A pending sign-in came by this very link: it is answered there, listed or not.
    const peer = this.#peers.get(topic)
    return peer && this.#reachable(peer) ? peer.redirect!.universal : undefined
  }

  /**
   * The verify context of a message that came by link, as the official client gives it: VALID when the
   * peer's universal link has the origin of its metadata `url`, else INVALID.
   */
  verifyContextFor(peer: Metadata | undefined): VerifyContext {
    const universal = peer && this.#reachable(peer) ? peer.redirect!.universal : undefined
    const url = typeof peer?.url === 'string' ? peer.url : ''
    const verifyUrl = typeof peer?.verifyUrl === 'string' && peer.verifyUrl ? peer.verifyUrl : DEFAULT_VERIFY_URL
    const valid = universal !== undefined && originOf(universal) !== undefined && originOf(universal) === originOf(url)
    return { verified: { verifyUrl, validation: valid ? 'VALID' : 'INVALID', origin: url } }
  }

  /** Both sides enabled link mode with a universal link, and a Linking API exists. */
  #reachable(peer: Metadata): boolean {
    const redirect = peer.redirect
    return (
      this.enabledHere &&
      redirect?.linkMode === true &&
      typeof redirect.universal === 'string' &&
      redirect.universal !== '' &&
      this.linking !== undefined
    )
  }

  /** Opens `url` in the peer app through the Linking API. */
  async open(url: string, name: string): Promise<void> {
    await this.linking!.openURL(url, name)
  }
}
