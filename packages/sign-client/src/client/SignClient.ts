import type { Emitter } from '../core/createEmitter.js'
import type { Store } from '../core/createStore.js'
import type { RelayClient } from '../relay/relayClient.js'
import { assertRelayUrl } from '../relay/relayUrl.js'
import { createClientStorage } from '../storage/createClientStorage.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import { authenticate, type AuthenticateParameters, type AuthenticateResult } from './auth/authenticate.js'
import { approveSessionAuthenticate, rejectSessionAuthenticate } from './auth/authenticateAnswers.js'
import { onExpired } from './expiries.js'
import { restoreLinkRoutes } from './link/linkRoutes.js'
import type { AuthPayload, Cacao } from '../types/cacao.js'
import { formatAuthMessage } from './auth/cacao.js'
import { ClientClosedError } from '../errors/clientErrors.js'
import { initClientStores } from './context/clientStores.js'
import { listenForLinks } from './link/linkListener.js'
import { createCore, createEngine, type SignClientCore, type SignClientEngine } from './compat.js'
import { createContext, rejectWaits, type ClientContext, type SignClientOptions } from './context/context.js'
import type { SignClientEvents } from './context/events.js'
import { onRequest, onResponse } from './incoming.js'
import { pair } from './pairing/pairings.js'
import { approve, connect, reject, type ApproveParameters, type ConnectParameters } from './proposal/proposals.js'
import { disconnect, extend, ping, update } from './session/sessionLifecycle.js'
import { emit, request, respond, type EmitParameters, type RequestParameters } from './request/sessionRequests.js'
import type {
  AuthRequestStruct,
  JsonRpcError,
  JsonRpcResponse,
  Metadata,
  PairingStruct,
  PendingRequestStruct,
  ProposalStruct,
  SessionNamespace,
  SessionStruct,
} from '../types/protocol.js'

export type { SignClientOptions } from './context/context.js'

/**
 * The WalletConnect v2 Sign client, for dapps and wallets, wire-compatible with the official client:
 * the same methods, events and stores, so a dapp switches by changing the import. Each method is one
 * part of the protocol (pairings, proposals, sign-in, session requests, the session lifecycle); this
 * class only gives them one face.
 *
 * @example
 * const client = await SignClient.init({ relayUrl: 'ws://127.0.0.1:8787', metadata })
 * const { uri, approval } = await client.connect({ requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } })
 * showQrCode(uri)
 * const session = await approval()
 */
export class SignClient {
  readonly metadata: Metadata
  readonly events: Emitter<SignClientEvents>
  readonly session: Store<string, SessionStruct>
  readonly proposal: Store<number, ProposalStruct>
  readonly pendingRequest: Store<number, PendingRequestStruct>
  readonly pairing: Store<string, PairingStruct>
  /** Sign-in requests (`wc_sessionAuthenticate`) waiting for this wallet's answer. */
  readonly authRequest: Store<number, AuthRequestStruct>
  readonly relay: RelayClient
  /** The official client's `core`: relayer, expirer, keychain, storage and verify, over this client's own. */
  readonly core: SignClientCore
  /** The official client's `engine`, for the parts callers reach (request queue state, auth message). */
  readonly engine: SignClientEngine
  /** The official client's `auth` object: `requests` is the store of sign-in requests waiting for an answer. */
  readonly auth: { readonly requests: Store<number, AuthRequestStruct> }
  /** The client's name (`options.name`). */
  readonly name: string
  /** `options.signConfig`, as given. */
  readonly signConfig: SignClientOptions['signConfig']
  readonly #context: ClientContext

  private constructor(options: SignClientOptions, storage: KeyValueStorage) {
    const context: ClientContext = createContext(options, storage, {
      onRequest: (topic, message, via) => onRequest(context, topic, message, via),
      onResponse: (topic, response, method) => onResponse(context, topic, response, method),
    })
    this.#context = context
    this.metadata = context.metadata
    this.events = context.events
    this.session = context.session
    this.proposal = context.proposal
    this.pendingRequest = context.pendingRequest
    this.pairing = context.pairing
    this.authRequest = context.authRequest
    this.relay = context.relay
    this.core = createCore(context, storage)
    this.engine = createEngine(context)
    this.auth = { requests: context.authRequest }
    this.name = options.name ?? ''
    this.signConfig = options.signConfig
  }

  /**
   * Creates a client: loads what storage kept (sessions survive a reload) and resolves without waiting
   * for the network. The relay connection opens on first need, as the official client's does: at once
   * in the background when stored sessions or pairings have topics to listen on, otherwise at the first
   * `connect()`, `pair()` or `authenticate()`, which reject with RelayConnectTimeoutError when the
   * relay is not reached within `connectTimeoutMs`. Bad options (a missing or invalid `relayUrl`)
   * reject here.
   *
   * @example
   * const client = await SignClient.init({ relayUrl, metadata, storage: new MemoryStorage() })
   */
  static async init(options: SignClientOptions): Promise<SignClient> {
    assertRelayUrl(options?.relayUrl)
    const client = new SignClient(options, await createClientStorage(options))
    // A client that could not start leaves no timer or reconnect loop behind.
    await client.#start().catch(async (error: unknown) => {
      await client.close()
      throw error
    })
    return client
  }

  async #start(): Promise<void> {
    const context = this.#context
    await initClientStores(context)
    await context.link.load()
    restoreLinkRoutes(context)
    context.expirer.events.on('expired', ({ target }) => void onExpired(context, target))
    await context.expirer.tick()
    context.expirer.start()
    // Requests kept from before a restart are handed over again, in order, once a listener attaches.
    for (const pending of context.pendingRequest.getAll().sort((a, b) => a.id - b.id)) context.queue.push(pending)
    await listenForLinks(context)
    // Kept topics open the connection in the background: init does not wait on the network, and a
    // relay that is down is retried until it answers.
    // A link-mode session or pairing is never heard on the relay: its topic is not listened on.
    const relayed = [...context.session.getAll(), ...context.pairing.getAll()].filter(
      (record) => record.transportType !== 'link_mode' && context.keyChain.has(record.topic),
    )
    context.relay.restore(relayed.map((record) => record.topic))
  }

  /** Listens to a client event (the official client's names); returns the function that stops it. */
  on<E extends keyof SignClientEvents>(event: E, listener: (payload: SignClientEvents[E]) => void): () => void {
    return this.events.on(event, listener)
  }

  once<E extends keyof SignClientEvents>(event: E, listener: (payload: SignClientEvents[E]) => void): () => void {
    return this.events.once(event, listener)
  }

  off<E extends keyof SignClientEvents>(event: E, listener: (payload: SignClientEvents[E]) => void): void {
    this.events.off(event, listener)
  }

  removeListener<E extends keyof SignClientEvents>(event: E, listener: (payload: SignClientEvents[E]) => void): void {
    this.events.off(event, listener)
  }

  /**
   * Closes the relay connection and stops the expiry timer; stored sessions stay for the next init.
   * Every wait on the peer (`approval()`, `request()`, `ping()`, a sign-in's `response()`) rejects at
   * once with ClientClosedError: with the timer stopped, nothing else would ever end it.
   *
   * @example
   * await client.close()
   */
  async close(): Promise<void> {
    this.#context.expirer.stop()
    this.#context.queue.stop()
    rejectWaits(this.#context, new ClientClosedError())
    await this.relay.close()
  }

  // ---------- dapp ---------------------------------------------------------------------------------

  /**
   * Proposes a session: a pairing URI to show (QR code or deep link) and `approval()`, which resolves
   * with the session once the wallet settles it, or rejects when it rejects or the proposal expires.
   * Opens the relay connection if it is not open: RelayConnectTimeoutError after `connectTimeoutMs`.
   *
   * @example
   * const { uri, approval } = await client.connect({ requiredNamespaces })
   */
  connect(params: ConnectParameters): Promise<{ uri?: string; approval: () => Promise<SessionStruct> }> {
    return connect(this.#context, params)
  }

  /**
   * Sends a request to the wallet of session `topic` and resolves with its result; rejects with the
   * wallet's error, or with 'Request expired. Please try again.' after `expiry` seconds (default 300).
   *
   * @example
   * const signature = await client.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [message, address] } })
   */
  request<T = unknown>(params: RequestParameters): Promise<T> {
    return request<T>(this.#context, params)
  }

  /**
   * One-click sign-in (`wc_sessionAuthenticate`): the wallet signs a SIWE message (with a ReCap for
   * `methods`) and the session comes with it. A session proposal goes along as a fallback for wallets
   * that cannot sign in this way. `response()` resolves with the signed CACAOs and the session.
   * Opens the relay connection if it is not open: RelayConnectTimeoutError after `connectTimeoutMs`.
   * Link mode: with `walletUniversalLink` in the supported-apps list, both sides' `redirect.linkMode`
   * and a Linking API, the relay is not used and `uri` is the link to open in the wallet.
   *
   * @example
   * const { uri, response } = await client.authenticate({ chains: ['eip155:1'], domain: 'app.example', uri: 'https://app.example', nonce })
   * const { auths, session } = await response()
   * // link mode: await client.core.addLinkModeSupportedApp(walletLink); then authenticate(params, walletLink)
   */
  authenticate(
    params: AuthenticateParameters,
    walletUniversalLink?: string,
  ): Promise<{ uri: string; response: () => Promise<AuthenticateResult> }> {
    return authenticate(this.#context, params, walletUniversalLink)
  }

  /**
   * The SIWE message the wallet signs for a sign-in request, with `iss` its `did:pkh` account.
   *
   * @example
   * const message = wallet.formatAuthMessage({ request: authPayload, iss: `did:pkh:eip155:1:${address}` })
   */
  formatAuthMessage(params: { request: AuthPayload; iss: string }): string {
    return formatAuthMessage(params)
  }

  // ---------- wallet -------------------------------------------------------------------------------

  /**
   * Answers sign-in request `id` with the signed CACAOs (one per chain signed for): each signature is
   * checked, a session is set up from them when they grant methods, and the dapp gets them sealed to
   * its key.
   *
   * @example
   * const { session } = await wallet.approveSessionAuthenticate({ id, auths: [cacao] })
   */
  approveSessionAuthenticate(params: { id: number; auths: Cacao[] }): Promise<{ session: SessionStruct | undefined }> {
    return approveSessionAuthenticate(this.#context, params)
  }

  /**
   * Declines sign-in request `id` with a reason; the dapp's fallback proposal may still be answered.
   *
   * @example
   * await wallet.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
   */
  rejectSessionAuthenticate(params: { id: number; reason: JsonRpcError }): Promise<void> {
    return rejectSessionAuthenticate(this.#context, params)
  }

  /**
   * Pairs with a dapp from its URI; its proposal then arrives as a `session_proposal` event. Opens the
   * relay connection if it is not open: RelayConnectTimeoutError after `connectTimeoutMs`.
   *
   * @example
   * await wallet.pair({ uri: scannedUri })
   */
  pair(params: { uri: string }): Promise<PairingStruct> {
    return pair(this.#context, params)
  }

  /**
   * Approves proposal `id` with the granted namespaces: the session topic is derived and subscribed,
   * the dapp is answered on the pairing and the session settled on its own topic.
   *
   * @example
   * const { topic, acknowledged } = await wallet.approve({ id, namespaces: { eip155: { accounts, methods, events } } })
   */
  approve(params: ApproveParameters): Promise<{ topic: string; acknowledged: () => Promise<SessionStruct> }> {
    return approve(this.#context, params)
  }

  /**
   * Rejects proposal `id` with a reason (`{ code, message }`, e.g. getSdkError('USER_REJECTED')).
   *
   * @example
   * await wallet.reject({ id, reason: getSdkError('USER_REJECTED') })
   */
  reject(params: { id: number; reason: JsonRpcError }): Promise<void> {
    return reject(this.#context, params)
  }

  /**
   * Answers session request `response.id` on `topic`; the next queued request follows a second later.
   *
   * @example
   * await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
   */
  respond(params: { topic: string; response: JsonRpcResponse }): Promise<void> {
    return respond(this.#context, params)
  }

  /**
   * The session requests this wallet holds unanswered (kept across a restart), oldest first.
   *
   * @example
   * const [oldest] = wallet.getPendingSessionRequests()
   */
  getPendingSessionRequests(): PendingRequestStruct[] {
    return this.#context.pendingRequest.getAll().sort((a, b) => a.id - b.id)
  }

  /**
   * Replaces the session's namespaces (the wallet only); they must still cover the required ones.
   *
   * @example
   * const { acknowledged } = await wallet.update({ topic, namespaces })
   */
  update(params: {
    topic: string
    namespaces: Record<string, SessionNamespace>
  }): Promise<{ acknowledged: () => Promise<void> }> {
    return update(this.#context, params)
  }

  /**
   * Extends the session to 7 days from now (the wallet only).
   *
   * @example
   * const { acknowledged } = await wallet.extend({ topic })
   */
  extend(params: { topic: string }): Promise<{ acknowledged: () => Promise<void> }> {
    return extend(this.#context, params)
  }

  /**
   * Emits a session event (`accountsChanged`, `chainChanged`, …) to the dapp; it must be granted.
   *
   * @example
   * await wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } })
   */
  emit(params: EmitParameters): Promise<void> {
    return emit(this.#context, params)
  }

  // ---------- both ---------------------------------------------------------------------------------

  /**
   * Pings the peer of a session and resolves when it answers.
   *
   * @example
   * await client.ping({ topic })
   */
  ping(params: { topic: string }): Promise<void> {
    return ping(this.#context, params)
  }

  /**
   * Ends a session (telling the peer, 'User disconnected.' by default) or a pairing.
   *
   * @example
   * await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
   */
  disconnect(params: { topic: string; reason?: JsonRpcError }): Promise<void> {
    return disconnect(this.#context, params)
  }

  /** Every session, as stored. */
  get sessions(): SessionStruct[] {
    return this.session.getAll()
  }
}
