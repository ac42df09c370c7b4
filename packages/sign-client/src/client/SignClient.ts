import { createEmitter, type Emitter } from '../core/createEmitter.js'
import { createStore, type Store } from '../core/createStore.js'
import { Expirer } from '../core/Expirer.js'
import { parseExpirerTarget } from '../core/expirerTarget.js'
import { JsonRpcHistory } from '../core/JsonRpcHistory.js'
import { KeyChain } from '../core/KeyChain.js'
import { payloadId } from '../core/payloadId.js'
import { RecentlyDeleted } from '../core/RecentlyDeleted.js'
import {
  isAuthRequestRecord,
  isPairingRecord,
  isPendingRequestRecord,
  isProposalRecord,
  isSessionRecord,
} from '../core/recordGuards.js'
import { deriveSymKey, generateKeyPair, generateSymKey } from '../crypto/keys.js'
import { hashKey, topicFromSymKey } from '../crypto/hashes.js'
import { BaseError } from '../errors/BaseError.js'
import { ProtocolError } from '../errors/protocolErrors.js'
import { isPairingExpired, pairingExpiryFrom } from '../pairing/pairingExpiry.js'
import { formatPairingUri, parsePairingUri } from '../pairing/pairingUri.js'
import { RelayClient } from '../relay/relayClient.js'
import { assertRelayUrl } from '../relay/relayUrl.js'
import type { RelaySocketConstructor } from '../relay/webSocket.js'
import { createClientStorage, type ClientStorageOptions } from '../storage/createClientStorage.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import {
  assertConformingNamespaces,
  assertProposalNamespaces,
  assertSessionNamespaces,
  isChainInSession,
  isEventAllowed,
  isMethodAllowed,
  sdkError,
} from './namespaces.js'
import {
  encodeRecap,
  formatAuthMessage,
  isValidCacao,
  namespacesFromCacaos,
  type AuthPayload,
  type Cacao,
} from './cacao.js'
import { ProtocolTransport, type DropReason } from './protocolTransport.js'
import {
  nowSeconds,
  PING_RESPONSE_DELAY_MS,
  PROPOSAL_LIFETIME_SECONDS,
  REQUEST_EXPIRY_BOUNDS,
  REQUEST_QUEUE_DELAY_MS,
  RPC_OPTIONS,
  SESSION_LIFETIME_SECONDS,
} from './rpcOptions.js'
import type {
  AuthRequestParams,
  AuthRequestStruct,
  JsonRpcError,
  JsonRpcRequest,
  JsonRpcResponse,
  Metadata,
  PairingStruct,
  PendingRequestStruct,
  ProposalNamespace,
  ProposalStruct,
  SessionNamespace,
  SessionStruct,
  SignClientEvents,
  VerifyContext,
} from './types.js'

export type SignClientOptions = ClientStorageOptions & {
  /** `ws://` or `wss://` URL of a relay (ours, self-hosted, or the hosted one). */
  relayUrl: string
  projectId?: string
  metadata: Metadata
  /** The client's name, as in the official client (it does not choose the storage). */
  name?: string
  /** How long `init` waits for the relay before it rejects with RelayConnectTimeoutError. Default 8 000 ms. */
  connectTimeoutMs?: number
  /** Where sessions, keys and history are kept: `localStorage` in a browser, else see `storageOptions`. */
  storage?: KeyValueStorage
  /** Separates several clients in one storage. */
  customStoragePrefix?: string
  signConfig?: { disableRequestQueue?: boolean }
  /** The WebSocket constructor (tests, React Native); the platform's by default. */
  WebSocket?: RelaySocketConstructor
  /**
   * JSON-RPC URLs by CAIP-2 chain id (`{ 'eip155:1': 'https://…' }`), used to check one-click sign-ins
   * by contract accounts (EIP-1271); without one for its chain, such a sign-in is refused.
   */
  chainRpcUrls?: Readonly<Record<string, string>>
}

/** Thrown when a session request got no answer before its expiry. */
export class RequestExpiredError extends BaseError {
  override name = 'RequestExpiredError'
  constructor() {
    super('Request expired. Please try again.', { code: 'REQUEST_EXPIRED' })
  }
}

/** A JSON-RPC error object the peer sent back, as an Error. */
export class PeerError extends BaseError {
  override name = 'PeerError'
  constructor(error: JsonRpcError) {
    super(error.message, { code: error.code })
  }
}

const UNKNOWN_VERIFY: VerifyContext = { verified: { origin: '', validation: 'UNKNOWN', verifyUrl: '' } }
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const asError = (error: unknown): JsonRpcError =>
  error instanceof BaseError
    ? { code: typeof error.code === 'number' ? error.code : 5, message: error.shortMessage }
    : { code: 5, message: error instanceof Error ? error.message : 'Missing or invalid.' }
const toPeerError = (error: unknown) =>
  isObject(error) && typeof error.code === 'number' ? new PeerError(error as JsonRpcError) : error

/**
 * The WalletConnect v2 Sign client, for dapps and wallets, wire-compatible with the official client:
 * the same methods, events and stores, so a dapp switches by changing the import.
 *
 * @example
 * const client = await SignClient.init({ relayUrl: 'ws://127.0.0.1:8787', metadata })
 * const { uri, approval } = await client.connect({ requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } })
 * showQrCode(uri)
 * const session = await approval()
 */
export class SignClient {
  readonly metadata: Metadata
  readonly events: Emitter<SignClientEvents> = createEmitter<SignClientEvents>()
  readonly session: Store<string, SessionStruct>
  readonly proposal: Store<number, ProposalStruct>
  readonly pendingRequest: Store<number, PendingRequestStruct>
  readonly pairing: Store<string, PairingStruct>
  /** Sign-in requests (`wc_sessionAuthenticate`) waiting for this wallet's answer. */
  readonly authRequest: Store<number, AuthRequestStruct>
  readonly relay: RelayClient
  readonly #keyChain: KeyChain
  readonly #history: JsonRpcHistory
  readonly #expirer: Expirer
  readonly #deleted = new RecentlyDeleted<string | number>()
  readonly #transport: ProtocolTransport
  readonly #options: SignClientOptions
  /** Proposals this dapp sent: their approval() waiters and key. */
  readonly #connecting = new Map<
    number,
    { resolve(session: SessionStruct): void; reject(error: unknown): void; publicKey: string; sessionTopic?: string }
  >()
  /** Settle requests this wallet sent, by session topic. */
  readonly #settling = new Map<string, { resolve(session: SessionStruct): void; reject(error: unknown): void }>()
  /** Sign-ins this dapp sent, by response topic: the waiter, the fallback proposal and the key. */
  readonly #authenticating = new Map<
    string,
    {
      id: number
      proposalId: number
      publicKey: string
      pairingTopic: string
      resolve(result: { auths?: Cacao[]; session: SessionStruct }): void
      reject(error: unknown): void
    }
  >()
  readonly #lastSync = new Map<string, number>()
  readonly #queue: PendingRequestStruct[] = []
  #queueBusy = false

  private constructor(options: SignClientOptions, storage: KeyValueStorage) {
    this.#options = options
    this.metadata = options.metadata
    const prefix = `wc@2:agentry:${options.customStoragePrefix ?? ''}:`
    this.session = createStore(storage, `${prefix}session`, { isValid: isSessionRecord })
    this.proposal = createStore(storage, `${prefix}proposal`, { isValid: isProposalRecord })
    this.pendingRequest = createStore(storage, `${prefix}pendingRequest`, { isValid: isPendingRequestRecord })
    this.pairing = createStore(storage, `${prefix}pairing`, { isValid: isPairingRecord })
    this.authRequest = createStore(storage, `${prefix}authRequest`, { isValid: isAuthRequestRecord })
    this.#keyChain = new KeyChain(storage, { prefix })
    this.#history = new JsonRpcHistory(storage, { prefix })
    this.#expirer = new Expirer(storage, { prefix })
    this.relay = new RelayClient({
      relayUrl: options.relayUrl,
      ...(options.projectId ? { projectId: options.projectId } : {}),
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      ...(options.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.connectTimeoutMs }),
    })
    this.#transport = new ProtocolTransport({
      relay: this.relay,
      keyChain: this.#keyChain,
      history: this.#history,
      onRequest: (topic, request) => this.#onRequest(topic, request),
      onResponse: (topic, response, method) => this.#onResponse(topic, response, method),
      onDrop: (topic, reason) => this.#onDrop(topic, reason),
    })
  }

  /**
   * Creates a client: loads what storage kept (sessions survive a reload), connects to the relay and
   * subscribes to every known topic.
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
    await Promise.all([
      this.session.init(),
      this.proposal.init(),
      this.pendingRequest.init(),
      this.pairing.init(),
      this.authRequest.init(),
      this.#keyChain.init(),
      this.#history.init(),
      this.#expirer.init(),
    ])
    this.#expirer.events.on('expired', ({ target }) => void this.#onExpired(target))
    await this.#expirer.tick()
    this.#expirer.start()
    await this.relay.connect()
    const topics = [...this.session.keys(), ...this.pairing.keys()].filter((topic) => this.#keyChain.has(topic))
    await Promise.all(topics.map((topic) => this.relay.subscribe(topic)))
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

  /** Closes the relay connection and stops the expiry timer; stored sessions stay for the next init. */
  async close(): Promise<void> {
    this.#expirer.stop()
    await this.relay.close()
  }

  // ---------- dapp ---------------------------------------------------------------------------------

  /**
   * Proposes a session: a pairing URI to show (QR code or deep link) and `approval()`, which resolves
   * with the session once the wallet settles it, or rejects when it rejects or the proposal expires.
   *
   * @example
   * const { uri, approval } = await client.connect({ requiredNamespaces })
   */
  async connect(params: {
    requiredNamespaces?: Record<string, ProposalNamespace>
    optionalNamespaces?: Record<string, ProposalNamespace>
    sessionProperties?: Record<string, string>
    scopedProperties?: Record<string, unknown>
    pairingTopic?: string
    relays?: { protocol: string }[]
  }): Promise<{ uri?: string; approval: () => Promise<SessionStruct> }> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `connect() params: ${JSON.stringify(params)}`)
    const requiredNamespaces = params.requiredNamespaces ?? {}
    const optionalNamespaces = params.optionalNamespaces ?? {}
    assertProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
    assertProposalNamespaces(optionalNamespaces, 'connect() optionalNamespaces')
    this.#assertProperties(params.sessionProperties, 'connect() sessionProperties')
    this.#assertProperties(params.scopedProperties, 'connect() scopedProperties')
    if (params.scopedProperties) {
      const requested = new Set([...Object.keys(requiredNamespaces), ...Object.keys(optionalNamespaces)])
      if (!Object.keys(params.scopedProperties).every((key) => requested.has(key)))
        throw new ProtocolError('MISSING_OR_INVALID', 'connect() scopedProperties keys must be requested namespaces')
    }
    const relays = params.relays ?? [{ protocol: 'irn' }]
    if (!Array.isArray(relays) || !relays.every((relay) => isObject(relay) && typeof relay.protocol === 'string'))
      throw new ProtocolError('MISSING_OR_INVALID', `connect() relays: ${JSON.stringify(relays)}`)
    let uri: string | undefined
    let pairingTopic = params.pairingTopic
    if (pairingTopic !== undefined) this.#assertPairingTopic(pairingTopic)
    else {
      const symKey = generateSymKey()
      pairingTopic = topicFromSymKey(symKey)
      const expiry = pairingExpiryFrom()
      await this.#keyChain.set(pairingTopic, symKey)
      await this.pairing.set(pairingTopic, { topic: pairingTopic, expiry, relay: { protocol: 'irn' }, active: false })
      await this.#expirer.set(pairingTopic, expiry)
      await this.relay.subscribe(pairingTopic)
      uri = formatPairingUri({
        topic: pairingTopic,
        version: 2,
        symKey,
        relay: { protocol: 'irn' },
        expiryTimestamp: expiry,
      })
    }
    const keyPair = generateKeyPair()
    await this.#keyChain.set(keyPair.publicKey, keyPair.privateKey)
    const id = payloadId()
    const proposal: ProposalStruct = {
      id,
      pairingTopic,
      expiryTimestamp: nowSeconds() + PROPOSAL_LIFETIME_SECONDS,
      relays,
      proposer: { publicKey: keyPair.publicKey, metadata: this.metadata },
      requiredNamespaces,
      optionalNamespaces,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
    }
    const settled = new Promise<SessionStruct>((resolve, reject) =>
      this.#connecting.set(id, { resolve, reject, publicKey: keyPair.publicKey }),
    )
    // Nobody may be awaiting approval() yet when a rejection arrives.
    settled.catch(() => undefined)
    await this.proposal.set(id, proposal)
    await this.#expirer.set(id, proposal.expiryTimestamp)
    const { id: _id, pairingTopic: _topic, ...wire } = proposal
    await this.#transport.send(pairingTopic, 'wc_sessionPropose', { ...wire, id, pairingTopic }, { id })
    return { uri, approval: () => settled }
  }

  /**
   * Sends a request to the wallet of session `topic` and resolves with its result; rejects with the
   * wallet's error, or with 'Request expired. Please try again.' after `expiry` seconds (default 300).
   *
   * @example
   * const signature = await client.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [message, address] } })
   */
  async request<T = unknown>(params: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
    expiry?: number
  }): Promise<T> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `request() params: ${JSON.stringify(params)}`)
    const { topic, chainId, request, expiry = REQUEST_EXPIRY_BOUNDS.min } = params
    const session = this.#assertSessionTopic(topic)
    if (!isChainInSession(session.namespaces, chainId))
      throw new ProtocolError('MISSING_OR_INVALID', `request() chainId: ${chainId}`)
    if (!isObject(request) || typeof request.method !== 'string' || !request.method)
      throw new ProtocolError('MISSING_OR_INVALID', `request() ${JSON.stringify(request)}`)
    if (!isMethodAllowed(session.namespaces, chainId, request.method))
      throw new ProtocolError('MISSING_OR_INVALID', `request() method: ${request.method}`)
    if (
      typeof expiry !== 'number' ||
      !Number.isFinite(expiry) ||
      expiry < REQUEST_EXPIRY_BOUNDS.min ||
      expiry > REQUEST_EXPIRY_BOUNDS.max
    ) {
      throw new ProtocolError(
        'MISSING_OR_INVALID',
        `request() expiry: ${String(expiry)}. Expiry must be a number (in seconds) between ${REQUEST_EXPIRY_BOUNDS.min} and ${REQUEST_EXPIRY_BOUNDS.max}`,
      )
    }
    const id = payloadId()
    const answer = this.#transport.waitFor(id, { timeoutMs: expiry * 1000, onTimeout: () => new RequestExpiredError() })
    await this.#transport.send(
      topic,
      'wc_sessionRequest',
      {
        request: { method: request.method, params: request.params ?? [], expiryTimestamp: nowSeconds() + expiry },
        chainId,
      },
      { id, ttl: expiry },
    )
    this.events.emit('session_request_sent', {
      id,
      topic,
      chainId,
      request: { method: request.method, params: request.params ?? [] },
    })
    return (await answer.catch((error: unknown) => Promise.reject(toPeerError(error)))) as T
  }

  /**
   * One-click sign-in (`wc_sessionAuthenticate`): the wallet signs a SIWE message (with a ReCap for
   * `methods`) and the session comes with it. A session proposal goes along as a fallback for wallets
   * that cannot sign in this way. `response()` resolves with the signed CACAOs and the session.
   *
   * @example
   * const { uri, response } = await client.authenticate({ chains: ['eip155:1'], domain: 'app.example', uri: 'https://app.example', nonce })
   * const { auths, session } = await response()
   */
  async authenticate(params: {
    chains: string[]
    domain: string
    uri: string
    nonce: string
    statement?: string
    methods?: string[]
    resources?: string[]
    exp?: string
    nbf?: string
    expiry?: number
  }): Promise<{ uri: string; response: () => Promise<{ auths?: Cacao[]; session: SessionStruct }> }> {
    if (!isObject(params))
      throw new ProtocolError('MISSING_OR_INVALID', `authenticate() params: ${JSON.stringify(params)}`)
    const { chains, domain, uri: audience, nonce, statement = '', methods = [], exp, nbf } = params
    if (!Array.isArray(chains) || chains.length === 0 || !chains.every((chain) => typeof chain === 'string'))
      throw new BaseError('chains is required and must be a non-empty array', { code: 5 })
    if (typeof audience !== 'string' || !audience) throw new BaseError('uri is required parameter', { code: 5 })
    if (typeof domain !== 'string' || !domain) throw new BaseError('domain is required parameter', { code: 5 })
    if (typeof nonce !== 'string' || !nonce) throw new BaseError('nonce is required parameter', { code: 5 })
    const namespaces = new Set(chains.map((chain) => chain.split(':')[0]))
    if (namespaces.size > 1)
      throw new BaseError('Multi-namespace requests are not supported. Please request single namespace only.', {
        code: 5,
      })
    if (!namespaces.has('eip155'))
      throw new BaseError(
        'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
        { code: 5 },
      )
    const symKey = generateSymKey()
    const pairingTopic = topicFromSymKey(symKey)
    const pairingExpiry = pairingExpiryFrom()
    await this.#keyChain.set(pairingTopic, symKey)
    await this.pairing.set(pairingTopic, {
      topic: pairingTopic,
      expiry: pairingExpiry,
      relay: { protocol: 'irn' },
      active: false,
      methods: ['wc_sessionAuthenticate'],
    })
    await this.#expirer.set(pairingTopic, pairingExpiry)
    await this.relay.subscribe(pairingTopic)
    const self = generateKeyPair()
    const responseTopic = hashKey(self.publicKey)
    await this.#keyChain.set(self.publicKey, self.privateKey)
    // The response topic's entry names our public key: its envelopes are type 1, sealed to that key.
    await this.#keyChain.set(responseTopic, self.publicKey)
    await this.relay.subscribe(responseTopic)
    const resources = [
      ...(params.resources ?? []),
      ...(methods.length ? [encodeRecap('eip155', 'request', methods)] : []),
    ]
    const lifetime = Math.max(params.expiry ?? 0, RPC_OPTIONS.wc_sessionAuthenticate.req.ttl)
    const request: AuthRequestParams = {
      authPayload: {
        type: 'caip122',
        chains,
        statement,
        aud: audience,
        domain,
        version: '1',
        nonce,
        iat: new Date().toISOString(),
        ...(exp ? { exp } : {}),
        ...(nbf ? { nbf } : {}),
        ...(resources.length ? { resources } : {}),
      },
      requester: { publicKey: self.publicKey, metadata: this.metadata },
      expiryTimestamp: nowSeconds() + lifetime,
    }
    // The fallback: a plain proposal for the same chains, answered by wallets that cannot sign in.
    const proposalId = payloadId()
    const proposal: ProposalStruct = {
      id: proposalId,
      pairingTopic,
      expiryTimestamp: nowSeconds() + PROPOSAL_LIFETIME_SECONDS,
      relays: [{ protocol: 'irn' }],
      proposer: { publicKey: self.publicKey, metadata: this.metadata },
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: {
          chains,
          methods: [...new Set(['personal_sign', ...methods])],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    }
    const authId = payloadId()
    const outcome = new Promise<{ auths?: Cacao[]; session: SessionStruct }>((resolve, reject) => {
      this.#authenticating.set(responseTopic, {
        id: authId,
        proposalId,
        publicKey: self.publicKey,
        pairingTopic,
        resolve,
        reject,
      })
      this.#connecting.set(proposalId, {
        resolve: (session) => resolve({ session }),
        reject,
        publicKey: self.publicKey,
      })
    })
    outcome.catch(() => undefined)
    await this.proposal.set(proposalId, proposal)
    await this.#expirer.set(proposalId, proposal.expiryTimestamp)
    await this.#transport.send(pairingTopic, 'wc_sessionAuthenticate', request, {
      id: authId,
      answerTopic: responseTopic,
    })
    const { id: _id, pairingTopic: _topic, ...wire } = proposal
    await this.#transport.send(
      pairingTopic,
      'wc_sessionPropose',
      { ...wire, id: proposalId, pairingTopic },
      { id: proposalId },
    )
    const uri = formatPairingUri({
      topic: pairingTopic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: pairingExpiry,
      methods: ['wc_sessionAuthenticate'],
    })
    return { uri, response: () => outcome }
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
  async approveSessionAuthenticate(params: {
    id: number
    auths: Cacao[]
  }): Promise<{ session: SessionStruct | undefined }> {
    if (!isObject(params) || !Array.isArray(params.auths) || params.auths.length === 0)
      throw new ProtocolError('MISSING_OR_INVALID', `approveSessionAuthenticate() params: ${JSON.stringify(params)}`)
    const pending = this.#assertAuthRequest(params.id)
    const requester = pending.params.requester
    const self = generateKeyPair()
    const responseTopic = hashKey(requester.publicKey)
    const seal = {
      senderPrivateKey: self.privateKey,
      senderPublicKey: self.publicKey,
      receiverPublicKey: requester.publicKey,
    }
    const option = RPC_OPTIONS.wc_sessionAuthenticate.res
    if (!(await this.#allValid(params.auths))) {
      const error = sdkError('SESSION_SETTLEMENT_FAILED', 'Signature verification failed')
      await this.#transport.sendSealed(responseTopic, { id: params.id, jsonrpc: '2.0', error }, seal, option)
      throw new PeerError(error)
    }
    const { namespaces, methods } = namespacesFromCacaos(params.auths)
    let session: SessionStruct | undefined
    if (methods.length) {
      const symKey = deriveSymKey(self.privateKey, requester.publicKey)
      const topic = topicFromSymKey(symKey)
      await this.#keyChain.set(self.publicKey, self.privateKey)
      await this.#keyChain.set(topic, symKey)
      await this.relay.subscribe(topic)
      session = {
        topic,
        pairingTopic: pending.pairingTopic,
        relay: { protocol: 'irn' },
        expiry: nowSeconds() + SESSION_LIFETIME_SECONDS,
        acknowledged: true,
        controller: requester.publicKey,
        namespaces,
        requiredNamespaces: {},
        optionalNamespaces: {},
        self: { publicKey: self.publicKey, metadata: this.metadata },
        peer: requester,
        transportType: 'relay',
      }
      await this.session.set(topic, session)
      await this.#expirer.set(topic, session.expiry)
    }
    await this.#transport.sendSealed(
      responseTopic,
      {
        id: params.id,
        jsonrpc: '2.0',
        result: { cacaos: params.auths, responder: { publicKey: self.publicKey, metadata: this.metadata } },
      },
      seal,
      option,
    )
    await this.#deleteAuthRequest(params.id)
    return { session }
  }

  /**
   * Declines sign-in request `id` with a reason; the dapp's fallback proposal may still be answered.
   *
   * @example
   * await wallet.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
   */
  async rejectSessionAuthenticate(params: { id: number; reason: JsonRpcError }): Promise<void> {
    if (!isObject(params) || !isObject(params.reason) || typeof params.reason.code !== 'number')
      throw new ProtocolError('MISSING_OR_INVALID', `rejectSessionAuthenticate() params: ${JSON.stringify(params)}`)
    const pending = this.#assertAuthRequest(params.id)
    const self = generateKeyPair()
    const seal = {
      senderPrivateKey: self.privateKey,
      senderPublicKey: self.publicKey,
      receiverPublicKey: pending.params.requester.publicKey,
    }
    await this.#transport.sendSealed(
      hashKey(pending.params.requester.publicKey),
      { id: params.id, jsonrpc: '2.0', error: params.reason },
      seal,
      RPC_OPTIONS.wc_sessionAuthenticate.reject!,
    )
    await this.#deleteAuthRequest(params.id)
  }

  /**
   * Pairs with a dapp from its URI; its proposal then arrives as a `session_proposal` event.
   *
   * @example
   * await wallet.pair({ uri: scannedUri })
   */
  async pair(params: { uri: string }): Promise<PairingStruct> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `pair() params: ${JSON.stringify(params)}`)
    const parsed = parsePairingUri(params.uri)
    if (isPairingExpired(parsed.expiryTimestamp))
      throw new ProtocolError('EXPIRED', 'pair() URI has expired. Please try again with a new connection URI.')
    const pairing: PairingStruct = {
      topic: parsed.topic,
      expiry: parsed.expiryTimestamp,
      relay: parsed.relay,
      active: false,
      ...(parsed.methods ? { methods: parsed.methods } : {}),
    }
    await this.#keyChain.set(parsed.topic, parsed.symKey)
    await this.pairing.set(parsed.topic, pairing)
    await this.#expirer.set(parsed.topic, parsed.expiryTimestamp)
    await this.relay.subscribe(parsed.topic)
    return pairing
  }

  /**
   * Approves proposal `id` with the granted namespaces: the session topic is derived and subscribed,
   * the dapp is answered on the pairing and the session settled on its own topic.
   *
   * @example
   * const { topic, acknowledged } = await wallet.approve({ id, namespaces: { eip155: { accounts, methods, events } } })
   */
  async approve(params: {
    id: number
    namespaces: Record<string, SessionNamespace>
    sessionProperties?: Record<string, string>
    scopedProperties?: Record<string, unknown>
    sessionConfig?: Record<string, unknown>
    relayProtocol?: string
  }): Promise<{ topic: string; acknowledged: () => Promise<SessionStruct> }> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `approve() params: ${JSON.stringify(params)}`)
    const proposal = await this.#assertProposalId(params.id)
    assertSessionNamespaces(params.namespaces, 'approve()')
    assertConformingNamespaces(proposal.requiredNamespaces, params.namespaces, 'approve()')
    this.#assertProperties(params.sessionProperties, 'approve() sessionProperties')
    if (params.scopedProperties && !Object.keys(params.scopedProperties).every((key) => key in params.namespaces)) {
      throw new ProtocolError('MISSING_OR_INVALID', 'approve() scopedProperties keys must be approved namespaces')
    }
    if (params.relayProtocol !== undefined && typeof params.relayProtocol !== 'string')
      throw new ProtocolError('MISSING_OR_INVALID', `approve() relayProtocol: ${String(params.relayProtocol)}`)
    const relay = { protocol: params.relayProtocol ?? 'irn' }
    const self = generateKeyPair()
    const symKey = deriveSymKey(self.privateKey, proposal.proposer.publicKey)
    const topic = topicFromSymKey(symKey)
    await this.#keyChain.set(self.publicKey, self.privateKey)
    await this.#keyChain.set(topic, symKey)
    await this.relay.subscribe(topic)
    const expiry = nowSeconds() + SESSION_LIFETIME_SECONDS
    const settle = {
      relay,
      namespaces: params.namespaces,
      controller: { publicKey: self.publicKey, metadata: this.metadata },
      expiry,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
      ...(params.sessionConfig ? { sessionConfig: params.sessionConfig } : {}),
    }
    const session: SessionStruct = {
      ...settle,
      topic,
      pairingTopic: proposal.pairingTopic,
      acknowledged: false,
      controller: self.publicKey,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces,
      self: { publicKey: self.publicKey, metadata: this.metadata },
      peer: proposal.proposer,
      transportType: 'relay',
    }
    await this.session.set(topic, session)
    await this.#expirer.set(topic, expiry)
    const acknowledged = new Promise<SessionStruct>((resolve, reject) => this.#settling.set(topic, { resolve, reject }))
    acknowledged.catch(() => undefined)
    await this.#transport.sendResult(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', {
      relay,
      responderPublicKey: self.publicKey,
    })
    await this.#transport.send(topic, 'wc_sessionSettle', settle)
    await this.#deleteProposal(proposal.id)
    if (this.pairing.has(proposal.pairingTopic))
      await this.pairing.update(proposal.pairingTopic, { active: true, peerMetadata: proposal.proposer.metadata })
    return { topic, acknowledged: () => acknowledged }
  }

  /**
   * Rejects proposal `id` with a reason (`{ code, message }`, e.g. getSdkError('USER_REJECTED')).
   *
   * @example
   * await wallet.reject({ id, reason: getSdkError('USER_REJECTED') })
   */
  async reject(params: { id: number; reason: JsonRpcError }): Promise<void> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `reject() params: ${JSON.stringify(params)}`)
    const proposal = await this.#assertProposalId(params.id)
    if (
      !isObject(params.reason) ||
      typeof params.reason.code !== 'number' ||
      typeof params.reason.message !== 'string'
    ) {
      throw new ProtocolError('MISSING_OR_INVALID', `reject() reason: ${JSON.stringify(params.reason)}`)
    }
    await this.#transport.sendError(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', params.reason, 'reject')
    await this.#deleteProposal(proposal.id)
  }

  /**
   * Answers session request `response.id` on `topic`; the next queued request follows a second later.
   *
   * @example
   * await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
   */
  async respond(params: { topic: string; response: JsonRpcResponse }): Promise<void> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `respond() params: ${JSON.stringify(params)}`)
    const { topic, response } = params
    this.#assertSessionTopic(topic)
    if (
      !isObject(response) ||
      typeof response.id !== 'number' ||
      !('result' in response || isObject((response as { error?: unknown }).error))
    ) {
      throw new ProtocolError('MISSING_OR_INVALID', `respond() response: ${JSON.stringify(response)}`)
    }
    if ('result' in response) await this.#transport.sendResult(topic, response.id, 'wc_sessionRequest', response.result)
    else await this.#transport.sendError(topic, response.id, 'wc_sessionRequest', response.error)
    if (this.pendingRequest.has(response.id)) await this.pendingRequest.delete(response.id)
    await this.#expirer.del(response.id).catch(() => undefined)
    this.#releaseQueue()
  }

  /**
   * Replaces the session's namespaces (the wallet only); they must still cover the required ones.
   *
   * @example
   * const { acknowledged } = await wallet.update({ topic, namespaces })
   */
  async update(params: {
    topic: string
    namespaces: Record<string, SessionNamespace>
  }): Promise<{ acknowledged: () => Promise<void> }> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `update() params: ${JSON.stringify(params)}`)
    const session = this.#assertSessionTopic(params.topic)
    if (session.controller !== session.self.publicKey)
      throw new PeerError(sdkError('UNAUTHORIZED_UPDATE_REQUEST', `update() for topic: ${params.topic}`))
    assertSessionNamespaces(params.namespaces, 'update()')
    assertConformingNamespaces(session.requiredNamespaces, params.namespaces, 'update()')
    await this.session.update(params.topic, { namespaces: params.namespaces })
    const id = await this.#transport.send(params.topic, 'wc_sessionUpdate', { namespaces: params.namespaces })
    const answer = this.#transport.waitFor(id).then(
      () => undefined,
      (error: unknown) => Promise.reject(toPeerError(error)),
    )
    answer.catch(() => undefined)
    return { acknowledged: () => answer }
  }

  /**
   * Extends the session to 7 days from now (the wallet only).
   *
   * @example
   * const { acknowledged } = await wallet.extend({ topic })
   */
  async extend(params: { topic: string }): Promise<{ acknowledged: () => Promise<void> }> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `extend() params: ${JSON.stringify(params)}`)
    const session = this.#assertSessionTopic(params.topic)
    if (session.controller !== session.self.publicKey)
      throw new PeerError(sdkError('UNAUTHORIZED_EXTEND_REQUEST', `extend() for topic: ${params.topic}`))
    await this.#setSessionExpiry(params.topic, nowSeconds() + SESSION_LIFETIME_SECONDS)
    const id = await this.#transport.send(params.topic, 'wc_sessionExtend', {})
    const answer = this.#transport.waitFor(id).then(
      () => undefined,
      (error: unknown) => Promise.reject(toPeerError(error)),
    )
    answer.catch(() => undefined)
    return { acknowledged: () => answer }
  }

  /**
   * Emits a session event (`accountsChanged`, `chainChanged`, …) to the dapp; it must be granted.
   *
   * @example
   * await wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } })
   */
  async emit(params: { topic: string; chainId: string; event: { name: string; data: unknown } }): Promise<void> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `emit() params: ${JSON.stringify(params)}`)
    const session = this.#assertSessionTopic(params.topic)
    if (!isChainInSession(session.namespaces, params.chainId))
      throw new ProtocolError('MISSING_OR_INVALID', `emit() chainId: ${params.chainId}`)
    if (
      !isObject(params.event) ||
      typeof params.event.name !== 'string' ||
      !isEventAllowed(session.namespaces, params.chainId, params.event.name)
    ) {
      throw new ProtocolError('MISSING_OR_INVALID', `emit() event: ${JSON.stringify(params.event)}`)
    }
    await this.#transport.send(params.topic, 'wc_sessionEvent', { event: params.event, chainId: params.chainId })
  }

  // ---------- both ---------------------------------------------------------------------------------

  /**
   * Pings the peer of a session and resolves when it answers.
   *
   * @example
   * await client.ping({ topic })
   */
  async ping(params: { topic: string }): Promise<void> {
    if (!isObject(params)) throw new ProtocolError('MISSING_OR_INVALID', `ping() params: ${JSON.stringify(params)}`)
    this.#assertSessionTopic(params.topic)
    const id = payloadId()
    const answer = this.#transport.waitFor(id)
    await this.#transport.send(params.topic, 'wc_sessionPing', {}, { id })
    await answer.catch((error: unknown) => Promise.reject(toPeerError(error)))
    await new Promise((resolve) => setTimeout(resolve, PING_RESPONSE_DELAY_MS))
  }

  /**
   * Ends a session (telling the peer, 'User disconnected.' by default) or a pairing.
   *
   * @example
   * await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
   */
  async disconnect(params: { topic: string; reason?: JsonRpcError }): Promise<void> {
    if (!isObject(params))
      throw new ProtocolError('MISSING_OR_INVALID', `disconnect() params: ${JSON.stringify(params)}`)
    const reason = params.reason ?? sdkError('USER_DISCONNECTED')
    if (this.pairing.has(params.topic) && !this.session.has(params.topic)) {
      await this.#transport.send(params.topic, 'wc_pairingDelete', reason).catch(() => undefined)
      await this.#deletePairing(params.topic)
      return
    }
    this.#assertSessionTopic(params.topic)
    await this.#transport.send(params.topic, 'wc_sessionDelete', reason)
    await this.#deleteSession(params.topic)
  }

  /** Every session, as stored. */
  get sessions(): SessionStruct[] {
    return this.session.getAll()
  }

  // ---------- incoming -----------------------------------------------------------------------------

  async #onRequest(topic: string, request: JsonRpcRequest): Promise<void> {
    const { id, method, params } = request
    try {
      switch (method) {
        case 'wc_sessionPropose':
          return await this.#onProposal(topic, id, params)
        case 'wc_sessionSettle':
          return await this.#onSettle(topic, id, params)
        case 'wc_sessionAuthenticate':
          return await this.#onAuthenticateRequest(topic, id, params)
        case 'wc_sessionRequest':
          return await this.#onSessionRequest(topic, id, params)
        case 'wc_sessionEvent':
          return await this.#onSessionEvent(topic, id, params)
        case 'wc_sessionUpdate':
          return await this.#onSessionUpdate(topic, id, params)
        case 'wc_sessionExtend':
          this.#assertSessionTopic(topic)
          await this.#setSessionExpiry(topic, nowSeconds() + SESSION_LIFETIME_SECONDS)
          await this.#transport.sendResult(topic, id, 'wc_sessionExtend', true)
          return this.events.emit('session_extend', { id, topic })
        case 'wc_sessionPing':
          this.#assertSessionTopic(topic)
          await this.#transport.sendResult(topic, id, 'wc_sessionPing', true)
          return this.events.emit('session_ping', { id, topic })
        case 'wc_sessionDelete':
          this.#assertSessionTopic(topic)
          await this.#transport.sendResult(topic, id, 'wc_sessionDelete', true)
          await this.#deleteSession(topic)
          return this.events.emit('session_delete', { id, topic })
        case 'wc_pairingDelete':
          await this.#transport.sendResult(topic, id, 'wc_pairingDelete', true).catch(() => undefined)
          return await this.#deletePairing(topic)
        case 'wc_pairingPing':
          return await this.#transport.sendResult(topic, id, 'wc_pairingPing', true)
        default:
          return await this.#transport.sendError(
            topic,
            id,
            'wc_sessionRequest',
            sdkError('WC_METHOD_UNSUPPORTED', method),
          )
      }
    } catch (error) {
      const knownMethod = (
        [
          'wc_sessionSettle',
          'wc_sessionRequest',
          'wc_sessionEvent',
          'wc_sessionUpdate',
          'wc_sessionExtend',
          'wc_sessionPing',
          'wc_sessionDelete',
        ] as const
      ).find((name) => name === method)
      if (knownMethod && this.#keyChain.has(topic))
        await this.#transport.sendError(topic, id, knownMethod, asError(error)).catch(() => undefined)
    }
  }

  async #onProposal(topic: string, id: number, params: unknown): Promise<void> {
    try {
      if (
        !isObject(params) ||
        !isObject(params.proposer) ||
        typeof params.proposer.publicKey !== 'string' ||
        !/^[0-9a-f]{64}$/.test(params.proposer.publicKey)
      ) {
        throw new ProtocolError('MISSING_OR_INVALID', `connect() params: ${JSON.stringify(params)}`)
      }
      const requiredNamespaces = params.requiredNamespaces ?? {}
      const optionalNamespaces = params.optionalNamespaces ?? {}
      assertProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
      assertProposalNamespaces(optionalNamespaces, 'connect() optionalNamespaces')
      const expiryTimestamp =
        typeof params.expiryTimestamp === 'number' ? params.expiryTimestamp : nowSeconds() + PROPOSAL_LIFETIME_SECONDS
      if (expiryTimestamp <= nowSeconds()) throw new ProtocolError('EXPIRED', `proposal id: ${id}`)
      const proposal: ProposalStruct = {
        ...(params as unknown as ProposalStruct),
        id,
        pairingTopic: topic,
        expiryTimestamp,
        requiredNamespaces,
        optionalNamespaces,
        relays: Array.isArray(params.relays) ? (params.relays as ProposalStruct['relays']) : [{ protocol: 'irn' }],
      }
      await this.proposal.set(id, proposal)
      await this.#expirer.set(id, expiryTimestamp)
      this.events.emit('session_proposal', { id, params: proposal, verifyContext: UNKNOWN_VERIFY })
    } catch (error) {
      // A failed proposal is answered with an error and the auto-reject tag.
      await this.#transport
        .sendError(topic, id, 'wc_sessionPropose', asError(error), 'autoReject')
        .catch(() => undefined)
    }
  }

  async #onAuthenticateRequest(topic: string, id: number, params: unknown): Promise<void> {
    const valid =
      isObject(params) &&
      isObject(params.requester) &&
      typeof params.requester.publicKey === 'string' &&
      /^[0-9a-f]{64}$/.test(params.requester.publicKey) &&
      isObject(params.authPayload) &&
      Array.isArray(params.authPayload.chains) &&
      typeof params.authPayload.domain === 'string' &&
      typeof params.authPayload.nonce === 'string'
    if (!valid) return
    const request = params as unknown as AuthRequestParams
    const expiryTimestamp =
      typeof request.expiryTimestamp === 'number'
        ? request.expiryTimestamp
        : nowSeconds() + RPC_OPTIONS.wc_sessionAuthenticate.req.ttl
    if (expiryTimestamp <= nowSeconds()) return
    await this.authRequest.set(id, { id, pairingTopic: topic, expiryTimestamp, params: request })
    await this.#expirer.set(id, expiryTimestamp)
    this.events.emit('session_authenticate', { id, topic, params: request, verifyContext: UNKNOWN_VERIFY })
  }

  /** The wallet's answer to our sign-in, on its response topic. */
  async #onAuthenticateResponse(topic: string, response: JsonRpcResponse): Promise<void> {
    const waiter = this.#authenticating.get(topic)
    if (!waiter || response.id !== waiter.id) return
    if ('error' in response) {
      // A wallet that cannot sign in this way answers WC_METHOD_UNSUPPORTED: the fallback proposal decides.
      if (response.error.code === sdkError('WC_METHOD_UNSUPPORTED').code) return
      this.#authenticating.delete(topic)
      this.#connecting.delete(waiter.proposalId)
      await this.#deleteProposal(waiter.proposalId)
      waiter.reject(new PeerError(response.error))
      return
    }
    const result = response.result
    if (
      !isObject(result) ||
      !Array.isArray(result.cacaos) ||
      !isObject(result.responder) ||
      typeof result.responder.publicKey !== 'string'
    )
      return
    const cacaos = result.cacaos as Cacao[]
    this.#authenticating.delete(topic)
    this.#connecting.delete(waiter.proposalId)
    await this.#deleteProposal(waiter.proposalId)
    if (!(await this.#allValid(cacaos))) {
      waiter.reject(new PeerError(sdkError('SESSION_SETTLEMENT_FAILED', 'Signature verification failed')))
      return
    }
    const { namespaces } = namespacesFromCacaos(cacaos)
    const symKey = deriveSymKey(this.#keyChain.get(waiter.publicKey), result.responder.publicKey)
    const sessionTopic = topicFromSymKey(symKey)
    await this.#keyChain.set(sessionTopic, symKey)
    await this.relay.subscribe(sessionTopic)
    const session: SessionStruct = {
      topic: sessionTopic,
      pairingTopic: waiter.pairingTopic,
      relay: { protocol: 'irn' },
      expiry: nowSeconds() + SESSION_LIFETIME_SECONDS,
      acknowledged: true,
      controller: result.responder.publicKey,
      namespaces,
      requiredNamespaces: {},
      optionalNamespaces: {},
      self: { publicKey: waiter.publicKey, metadata: this.metadata },
      peer: { publicKey: result.responder.publicKey, metadata: result.responder.metadata as unknown as Metadata },
      transportType: 'relay',
    }
    await this.session.set(sessionTopic, session)
    await this.#expirer.set(sessionTopic, session.expiry)
    waiter.resolve({ auths: cacaos, session })
  }

  async #onSettle(topic: string, id: number, params: unknown): Promise<void> {
    const pending = [...this.#connecting].find(([, entry]) => entry.sessionTopic === topic)
    if (!pending) throw new ProtocolError('NO_MATCHING_KEY', `Pending session not found for topic ${topic}`)
    const [proposalId, waiter] = pending
    if (!isObject(params) || !isObject(params.relay) || typeof params.relay.protocol !== 'string')
      throw new ProtocolError('MISSING_OR_INVALID', `onSessionSettleRequest() relay protocol should be a string`)
    if (
      !isObject(params.controller) ||
      typeof params.controller.publicKey !== 'string' ||
      !isObject(params.controller.metadata)
    )
      throw new ProtocolError('MISSING_OR_INVALID', 'onSessionSettleRequest() controller')
    assertSessionNamespaces(params.namespaces, 'onSessionSettleRequest()')
    if (typeof params.expiry !== 'number' || params.expiry <= nowSeconds())
      throw new ProtocolError('EXPIRED', 'onSessionSettleRequest()')
    const proposal = this.proposal.has(proposalId) ? this.proposal.get(proposalId) : undefined
    const session: SessionStruct = {
      topic,
      relay: params.relay as SessionStruct['relay'],
      expiry: params.expiry,
      namespaces: params.namespaces,
      acknowledged: true,
      ...(proposal ? { pairingTopic: proposal.pairingTopic } : {}),
      requiredNamespaces: proposal?.requiredNamespaces ?? {},
      optionalNamespaces: proposal?.optionalNamespaces ?? {},
      controller: params.controller.publicKey,
      self: { publicKey: waiter.publicKey, metadata: this.metadata },
      peer: { publicKey: params.controller.publicKey, metadata: params.controller.metadata as unknown as Metadata },
      ...(isObject(params.sessionProperties)
        ? { sessionProperties: params.sessionProperties as Record<string, string> }
        : {}),
      ...(isObject(params.scopedProperties) ? { scopedProperties: params.scopedProperties } : {}),
      ...(isObject(params.sessionConfig) ? { sessionConfig: params.sessionConfig } : {}),
      transportType: 'relay',
    }
    await this.session.set(topic, session)
    await this.#expirer.set(topic, session.expiry)
    this.#connecting.delete(proposalId)
    await this.#deleteProposal(proposalId)
    if (proposal && this.pairing.has(proposal.pairingTopic))
      await this.pairing.update(proposal.pairingTopic, { active: true, peerMetadata: session.peer.metadata })
    await this.#transport.sendResult(topic, id, 'wc_sessionSettle', true)
    this.events.emit('session_connect', { session })
    waiter.resolve(session)
  }

  async #onSessionRequest(topic: string, id: number, params: unknown): Promise<void> {
    const session = this.#assertSessionTopic(topic)
    if (!isObject(params) || !isObject(params.request) || typeof params.request.method !== 'string')
      throw new ProtocolError('MISSING_OR_INVALID', `request() ${JSON.stringify(params)}`)
    if (!isChainInSession(session.namespaces, params.chainId))
      throw new ProtocolError('MISSING_OR_INVALID', `request() chainId: ${String(params.chainId)}`)
    const chainId = params.chainId as string
    if (!isMethodAllowed(session.namespaces, chainId, params.request.method))
      throw new ProtocolError('MISSING_OR_INVALID', `request() method: ${params.request.method}`)
    const expiryTimestamp =
      typeof params.request.expiryTimestamp === 'number'
        ? params.request.expiryTimestamp
        : nowSeconds() + REQUEST_EXPIRY_BOUNDS.min
    if (expiryTimestamp <= nowSeconds()) {
      this.events.emit('session_request_expire', { id })
      return
    }
    const pending: PendingRequestStruct = {
      id,
      topic,
      params: { request: { method: params.request.method, params: params.request.params, expiryTimestamp }, chainId },
      verifyContext: UNKNOWN_VERIFY,
    }
    await this.pendingRequest.set(id, pending)
    await this.#expirer.set(id, expiryTimestamp)
    if (this.#options.signConfig?.disableRequestQueue) return this.events.emit('session_request', pending)
    this.#queue.push(pending)
    this.#drainQueue()
  }

  async #onSessionEvent(topic: string, id: number, params: unknown): Promise<void> {
    const session = this.#assertSessionTopic(topic)
    if (this.#isOutOfSync(`${topic}:event`, id)) return
    if (
      !isObject(params) ||
      !isObject(params.event) ||
      typeof params.event.name !== 'string' ||
      typeof params.chainId !== 'string'
    )
      throw new ProtocolError('MISSING_OR_INVALID', `emit() event: ${JSON.stringify(params)}`)
    if (!isEventAllowed(session.namespaces, params.chainId, params.event.name))
      throw new ProtocolError('MISSING_OR_INVALID', `emit() event: ${JSON.stringify(params.event)}`)
    await this.#transport.sendResult(topic, id, 'wc_sessionEvent', true)
    this.events.emit('session_event', {
      id,
      topic,
      params: { event: { name: params.event.name, data: params.event.data }, chainId: params.chainId },
    })
  }

  async #onSessionUpdate(topic: string, id: number, params: unknown): Promise<void> {
    const session = this.#assertSessionTopic(topic)
    if (this.#isOutOfSync(`${topic}:update`, id)) {
      await this.#transport.sendError(topic, id, 'wc_sessionUpdate', sdkError('INVALID_UPDATE_REQUEST'))
      return
    }
    if (session.controller !== session.peer.publicKey)
      throw new PeerError(sdkError('UNAUTHORIZED_UPDATE_REQUEST', `update() for topic: ${topic}`))
    const namespaces = isObject(params) ? params.namespaces : undefined
    assertSessionNamespaces(namespaces, 'update()')
    assertConformingNamespaces(session.requiredNamespaces, namespaces, 'update()')
    await this.session.update(topic, { namespaces })
    await this.#transport.sendResult(topic, id, 'wc_sessionUpdate', true)
    this.events.emit('session_update', { id, topic, params: { namespaces } })
  }

  async #onResponse(topic: string, response: JsonRpcResponse, method: string): Promise<void> {
    if (method === 'wc_sessionAuthenticate') return this.#onAuthenticateResponse(topic, response)
    if (method === 'wc_sessionPropose') {
      const waiter = this.#connecting.get(response.id)
      if (!waiter) return
      if ('error' in response) {
        this.#connecting.delete(response.id)
        await this.#deleteProposal(response.id)
        waiter.reject(new PeerError(response.error))
        return
      }
      const result = response.result
      if (!isObject(result) || typeof result.responderPublicKey !== 'string') return
      const symKey = deriveSymKey(this.#keyChain.get(waiter.publicKey), result.responderPublicKey)
      const sessionTopic = topicFromSymKey(symKey)
      waiter.sessionTopic = sessionTopic
      await this.#keyChain.set(sessionTopic, symKey)
      await this.relay.subscribe(sessionTopic)
      return
    }
    if (method === 'wc_sessionSettle') {
      const waiter = this.#settling.get(topic)
      this.#settling.delete(topic)
      if ('error' in response) {
        await this.#deleteSession(topic)
        waiter?.reject(new PeerError(response.error))
        return
      }
      if (this.session.has(topic)) await this.session.update(topic, { acknowledged: true })
      if (this.session.has(topic)) waiter?.resolve(this.session.get(topic))
    }
  }

  #onDrop(_topic: string, _reason: DropReason): void {
    // Dropped messages are expected on a public relay (strangers, replays); nothing to do but not crash.
  }

  async #onExpired(target: string): Promise<void> {
    const parsed = parseExpirerTarget(target)
    if ('topic' in parsed) {
      if (this.session.has(parsed.topic)) {
        await this.#deleteSession(parsed.topic)
        this.events.emit('session_expire', { topic: parsed.topic })
      } else if (this.pairing.has(parsed.topic)) await this.#deletePairing(parsed.topic)
      return
    }
    const { id } = parsed
    if (this.proposal.has(id)) {
      await this.#deleteProposal(id)
      const waiter = this.#connecting.get(id)
      this.#connecting.delete(id)
      waiter?.reject(new ProtocolError('EXPIRED', 'Proposal expired'))
      this.events.emit('proposal_expire', { id })
    } else if (this.pendingRequest.has(id)) {
      await this.pendingRequest.delete(id)
      this.events.emit('session_request_expire', { id })
    } else if (this.authRequest.has(id)) await this.authRequest.delete(id)
  }

  // ---------- queue, checks and cleanup ------------------------------------------------------------

  #drainQueue(): void {
    if (this.#queueBusy) return
    const next = this.#queue.shift()
    if (!next) return
    if (!this.pendingRequest.has(next.id)) return this.#drainQueue()
    this.#queueBusy = true
    this.events.emit('session_request', next)
  }

  #releaseQueue(): void {
    if (!this.#queueBusy) return
    setTimeout(() => {
      this.#queueBusy = false
      this.#drainQueue()
    }, REQUEST_QUEUE_DELAY_MS)
  }

  /** Update and event ids are ms timestamps with 3 random digits: one older than the last handled is stale. */
  #isOutOfSync(key: string, id: number): boolean {
    const last = this.#lastSync.get(key)
    if (last !== undefined && Math.floor(id / 1000) < Math.floor(last / 1000)) return true
    this.#lastSync.set(key, id)
    return false
  }

  #assertProperties(properties: unknown, context: string): void {
    if (properties === undefined) return
    if (!isObject(properties) || Object.values(properties).some((value) => value === null || value === undefined))
      throw new ProtocolError('MISSING_OR_INVALID', `${context} must have a value for every key`)
  }

  #assertRecentlyDeleted(key: string | number, name: string): void {
    if (this.#deleted.has(key))
      throw new ProtocolError('MISSING_OR_INVALID', `Record was recently deleted - ${name}: ${key}`)
  }

  #assertSessionTopic(topic: unknown): SessionStruct {
    if (typeof topic !== 'string' || !topic)
      throw new ProtocolError('MISSING_OR_INVALID', `session topic should be a string: ${String(topic)}`)
    this.#assertRecentlyDeleted(topic, 'session')
    if (!this.session.has(topic)) throw new ProtocolError('NO_MATCHING_KEY', `session topic doesn't exist: ${topic}`)
    const session = this.session.get(topic)
    if (session.expiry <= nowSeconds()) {
      void this.#deleteSession(topic)
      throw new ProtocolError('EXPIRED', `session topic: ${topic}`)
    }
    if (!this.#keyChain.has(topic))
      throw new ProtocolError('MISSING_OR_INVALID', `session topic does not exist in keychain: ${topic}`)
    return session
  }

  #assertPairingTopic(topic: unknown): void {
    if (typeof topic !== 'string' || !topic)
      throw new ProtocolError('MISSING_OR_INVALID', `pairing topic should be a string: ${String(topic)}`)
    if (!this.pairing.has(topic)) throw new ProtocolError('NO_MATCHING_KEY', `pairing topic doesn't exist: ${topic}`)
    if (isPairingExpired(this.pairing.get(topic).expiry)) throw new ProtocolError('EXPIRED', `pairing topic: ${topic}`)
  }

  async #assertProposalId(id: unknown): Promise<ProposalStruct> {
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
      throw new ProtocolError('MISSING_OR_INVALID', `proposal id should be a number: ${String(id)}`)
    this.#assertRecentlyDeleted(id, 'proposal')
    if (!this.proposal.has(id)) throw new ProtocolError('NO_MATCHING_KEY', `proposal id doesn't exist: ${id}`)
    const proposal = this.proposal.get(id)
    if (proposal.expiryTimestamp <= nowSeconds()) {
      await this.#deleteProposal(id)
      throw new ProtocolError('EXPIRED', `proposal id: ${id}`)
    }
    return proposal
  }

  async #allValid(cacaos: Cacao[]): Promise<boolean> {
    const options = this.#options.chainRpcUrls ? { chainRpcUrls: this.#options.chainRpcUrls } : {}
    return (await Promise.all(cacaos.map((cacao) => isValidCacao(cacao, options)))).every(Boolean)
  }

  #assertAuthRequest(id: unknown): AuthRequestStruct {
    if (typeof id !== 'number' || !this.authRequest.has(id))
      throw new BaseError(`Could not find pending auth request with id ${String(id)}`, { code: 2 })
    return this.authRequest.get(id)
  }

  async #deleteAuthRequest(id: number): Promise<void> {
    if (this.authRequest.has(id)) await this.authRequest.delete(id)
    await this.#expirer.del(id).catch(() => undefined)
  }

  async #setSessionExpiry(topic: string, expiry: number): Promise<void> {
    await this.session.update(topic, { expiry })
    await this.#expirer.set(topic, expiry)
  }

  async #deleteProposal(id: number): Promise<void> {
    if (this.proposal.has(id)) await this.proposal.delete(id)
    await this.#expirer.del(id).catch(() => undefined)
    this.#deleted.add(id)
  }

  async #deleteSession(topic: string): Promise<void> {
    if (!this.session.has(topic)) return
    const session = this.session.get(topic)
    this.#deleted.add(topic)
    await this.session.delete(topic)
    await this.#expirer.del(topic).catch(() => undefined)
    for (const request of this.pendingRequest.getAll().filter((entry) => entry.topic === topic))
      await this.pendingRequest.delete(request.id)
    for (const record of this.#history.pending.filter((entry) => entry.topic === topic))
      this.#transport.abandon(record.id, sdkError('USER_DISCONNECTED'))
    await this.relay.unsubscribe(topic).catch(() => undefined)
    await this.#keyChain.delete(topic)
    if (session.self.publicKey) await this.#keyChain.delete(session.self.publicKey)
    await this.#history.delete(topic)
  }

  async #deletePairing(topic: string): Promise<void> {
    if (!this.pairing.has(topic)) return
    await this.pairing.delete(topic)
    await this.#expirer.del(topic).catch(() => undefined)
    await this.relay.unsubscribe(topic).catch(() => undefined)
    await this.#keyChain.delete(topic)
    await this.#history.delete(topic)
  }
}
