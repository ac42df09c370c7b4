import type { Emitter } from '../core/createEmitter.js'
import type { Store } from '../core/createStore.js'
import { parseExpirerTarget } from '../core/expirerTarget.js'
import { payloadId } from '../core/payloadId.js'
import { deriveSymKey, generateKeyPair, generateSymKey } from '../crypto/keys.js'
import { hashKey, topicFromSymKey } from '../crypto/hashes.js'
import { ExpiredError, getSdkError, MissingOrInvalidError, NoMatchingKeyError } from '../errors/protocolErrors.js'
import {
  InvalidUpdateRequestError,
  PeerError,
  SessionSettlementFailedError,
  UnauthorizedExtendRequestError,
  UnauthorizedUpdateRequestError,
  UserDisconnectedError,
} from '../errors/sdkErrors.js'
import {
  AuthChainsRequiredError,
  AuthMultiNamespaceError,
  AuthNamespaceUnsupportedError,
  AuthParameterRequiredError,
  AuthRequestNotFoundError,
  RequestExpiredError,
} from './clientErrors.js'
import { isPairingExpired, pairingExpiryFrom } from '../pairing/pairingExpiry.js'
import { formatPairingUri, parsePairingUri } from '../pairing/pairingUri.js'
import type { RelayClient } from '../relay/relayClient.js'
import { createDefaultStorage } from '../storage/createDefaultStorage.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import {
  assertConformingNamespaces,
  assertProposalNamespaces,
  assertSessionNamespaces,
  isChainInSession,
  isEventAllowed,
  isMethodAllowed,
} from './namespaces.js'
import {
  encodeRecap,
  formatAuthMessage,
  isValidCacao,
  namespacesFromCacaos,
  type AuthPayload,
  type Cacao,
} from './cacao.js'
import { initClientStores } from './clientStorage.js'
import { createContext, type ClientContext, type SignClientOptions } from './context.js'
import { UNKNOWN_VERIFY, type SignClientEvents } from './events.js'
import { assertNotRecentlyDeleted, assertProperties, asError, isObject, toPeerError } from './guards.js'
import {
  nowSeconds,
  PING_RESPONSE_DELAY_MS,
  PROPOSAL_LIFETIME_SECONDS,
  REQUEST_EXPIRY_BOUNDS,
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
} from './types.js'

export type { SignClientOptions } from './context.js'

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
  readonly events: Emitter<SignClientEvents>
  readonly session: Store<string, SessionStruct>
  readonly proposal: Store<number, ProposalStruct>
  readonly pendingRequest: Store<number, PendingRequestStruct>
  readonly pairing: Store<string, PairingStruct>
  /** Sign-in requests (`wc_sessionAuthenticate`) waiting for this wallet's answer. */
  readonly authRequest: Store<number, AuthRequestStruct>
  readonly relay: RelayClient
  readonly #c: ClientContext

  private constructor(options: SignClientOptions, storage: KeyValueStorage) {
    const context = createContext(options, storage, {
      onRequest: (topic, request) => this.#onRequest(topic, request),
      onResponse: (topic, response, method) => this.#onResponse(topic, response, method),
    })
    this.#c = context
    this.metadata = context.metadata
    this.events = context.events
    this.session = context.session
    this.proposal = context.proposal
    this.pendingRequest = context.pendingRequest
    this.pairing = context.pairing
    this.authRequest = context.authRequest
    this.relay = context.relay
  }

  /**
   * Creates a client: loads what storage kept (sessions survive a reload), connects to the relay and
   * subscribes to every known topic.
   *
   * @example
   * const client = await SignClient.init({ relayUrl, metadata, storage: new MemoryStorage() })
   */
  static async init(options: SignClientOptions): Promise<SignClient> {
    const client = new SignClient(options, options.storage ?? (await createDefaultStorage()))
    await client.#start()
    return client
  }

  async #start(): Promise<void> {
    await initClientStores(this.#c)
    this.#c.expirer.events.on('expired', ({ target }) => void this.#onExpired(target))
    await this.#c.expirer.tick()
    this.#c.expirer.start()
    await this.relay.connect()
    const topics = [...this.session.keys(), ...this.pairing.keys()].filter((topic) => this.#c.keyChain.has(topic))
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
    this.#c.expirer.stop()
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
    if (!isObject(params)) throw new MissingOrInvalidError(`connect() params: ${JSON.stringify(params)}`)
    const requiredNamespaces = params.requiredNamespaces ?? {}
    const optionalNamespaces = params.optionalNamespaces ?? {}
    assertProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
    assertProposalNamespaces(optionalNamespaces, 'connect() optionalNamespaces')
    assertProperties(params.sessionProperties, 'connect() sessionProperties')
    assertProperties(params.scopedProperties, 'connect() scopedProperties')
    if (params.scopedProperties) {
      const requested = new Set([...Object.keys(requiredNamespaces), ...Object.keys(optionalNamespaces)])
      if (!Object.keys(params.scopedProperties).every((key) => requested.has(key)))
        throw new MissingOrInvalidError('connect() scopedProperties keys must be requested namespaces')
    }
    const relays = params.relays ?? [{ protocol: 'irn' }]
    if (!Array.isArray(relays) || !relays.every((relay) => isObject(relay) && typeof relay.protocol === 'string'))
      throw new MissingOrInvalidError(`connect() relays: ${JSON.stringify(relays)}`)
    let uri: string | undefined
    let pairingTopic = params.pairingTopic
    if (pairingTopic !== undefined) this.#assertPairingTopic(pairingTopic)
    else {
      const symKey = generateSymKey()
      pairingTopic = topicFromSymKey(symKey)
      const expiry = pairingExpiryFrom()
      await this.#c.keyChain.set(pairingTopic, symKey)
      await this.pairing.set(pairingTopic, { topic: pairingTopic, expiry, relay: { protocol: 'irn' }, active: false })
      await this.#c.expirer.set(pairingTopic, expiry)
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
    await this.#c.keyChain.set(keyPair.publicKey, keyPair.privateKey)
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
      this.#c.connecting.set(id, { resolve, reject, publicKey: keyPair.publicKey }),
    )
    // Nobody may be awaiting approval() yet when a rejection arrives.
    settled.catch(() => undefined)
    await this.proposal.set(id, proposal)
    await this.#c.expirer.set(id, proposal.expiryTimestamp)
    const { id: _id, pairingTopic: _topic, ...wire } = proposal
    await this.#c.transport.send(pairingTopic, 'wc_sessionPropose', { ...wire, id, pairingTopic }, { id })
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
    if (!isObject(params)) throw new MissingOrInvalidError(`request() params: ${JSON.stringify(params)}`)
    const { topic, chainId, request, expiry = REQUEST_EXPIRY_BOUNDS.min } = params
    const session = this.#assertSessionTopic(topic)
    if (!isChainInSession(session.namespaces, chainId)) throw new MissingOrInvalidError(`request() chainId: ${chainId}`)
    if (!isObject(request) || typeof request.method !== 'string' || !request.method)
      throw new MissingOrInvalidError(`request() ${JSON.stringify(request)}`)
    if (!isMethodAllowed(session.namespaces, chainId, request.method))
      throw new MissingOrInvalidError(`request() method: ${request.method}`)
    if (
      typeof expiry !== 'number' ||
      !Number.isFinite(expiry) ||
      expiry < REQUEST_EXPIRY_BOUNDS.min ||
      expiry > REQUEST_EXPIRY_BOUNDS.max
    ) {
      throw new MissingOrInvalidError(
        `request() expiry: ${String(expiry)}. Expiry must be a number (in seconds) between ${REQUEST_EXPIRY_BOUNDS.min} and ${REQUEST_EXPIRY_BOUNDS.max}`,
      )
    }
    const id = payloadId()
    const answer = this.#c.transport.waitFor(id, {
      timeoutMs: expiry * 1000,
      onTimeout: () => new RequestExpiredError(),
    })
    await this.#c.transport.send(
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
    if (!isObject(params)) throw new MissingOrInvalidError(`authenticate() params: ${JSON.stringify(params)}`)
    const { chains, domain, uri: audience, nonce, statement = '', methods = [], exp, nbf } = params
    if (!Array.isArray(chains) || chains.length === 0 || !chains.every((chain) => typeof chain === 'string'))
      throw new AuthChainsRequiredError()
    if (typeof audience !== 'string' || !audience) throw new AuthParameterRequiredError('uri')
    if (typeof domain !== 'string' || !domain) throw new AuthParameterRequiredError('domain')
    if (typeof nonce !== 'string' || !nonce) throw new AuthParameterRequiredError('nonce')
    const namespaces = new Set(chains.map((chain) => chain.split(':')[0]))
    if (namespaces.size > 1) throw new AuthMultiNamespaceError()
    if (!namespaces.has('eip155')) throw new AuthNamespaceUnsupportedError()
    const symKey = generateSymKey()
    const pairingTopic = topicFromSymKey(symKey)
    const pairingExpiry = pairingExpiryFrom()
    await this.#c.keyChain.set(pairingTopic, symKey)
    await this.pairing.set(pairingTopic, {
      topic: pairingTopic,
      expiry: pairingExpiry,
      relay: { protocol: 'irn' },
      active: false,
      methods: ['wc_sessionAuthenticate'],
    })
    await this.#c.expirer.set(pairingTopic, pairingExpiry)
    await this.relay.subscribe(pairingTopic)
    const self = generateKeyPair()
    const responseTopic = hashKey(self.publicKey)
    await this.#c.keyChain.set(self.publicKey, self.privateKey)
    // The response topic's entry names our public key: its envelopes are type 1, sealed to that key.
    await this.#c.keyChain.set(responseTopic, self.publicKey)
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
      this.#c.authenticating.set(responseTopic, {
        id: authId,
        proposalId,
        publicKey: self.publicKey,
        pairingTopic,
        resolve,
        reject,
      })
      this.#c.connecting.set(proposalId, {
        resolve: (session) => resolve({ session }),
        reject,
        publicKey: self.publicKey,
      })
    })
    outcome.catch(() => undefined)
    await this.proposal.set(proposalId, proposal)
    await this.#c.expirer.set(proposalId, proposal.expiryTimestamp)
    await this.#c.transport.send(pairingTopic, 'wc_sessionAuthenticate', request, {
      id: authId,
      answerTopic: responseTopic,
    })
    const { id: _id, pairingTopic: _topic, ...wire } = proposal
    await this.#c.transport.send(
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
      throw new MissingOrInvalidError(`approveSessionAuthenticate() params: ${JSON.stringify(params)}`)
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
      const error = new SessionSettlementFailedError('Signature verification failed')
      const reply = getSdkError(error.kind, 'Signature verification failed')
      await this.#c.transport.sendSealed(responseTopic, { id: params.id, jsonrpc: '2.0', error: reply }, seal, option)
      throw error
    }
    const { namespaces, methods } = namespacesFromCacaos(params.auths)
    let session: SessionStruct | undefined
    if (methods.length) {
      const symKey = deriveSymKey(self.privateKey, requester.publicKey)
      const topic = topicFromSymKey(symKey)
      await this.#c.keyChain.set(self.publicKey, self.privateKey)
      await this.#c.keyChain.set(topic, symKey)
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
      await this.#c.expirer.set(topic, session.expiry)
    }
    await this.#c.transport.sendSealed(
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
      throw new MissingOrInvalidError(`rejectSessionAuthenticate() params: ${JSON.stringify(params)}`)
    const pending = this.#assertAuthRequest(params.id)
    const self = generateKeyPair()
    const seal = {
      senderPrivateKey: self.privateKey,
      senderPublicKey: self.publicKey,
      receiverPublicKey: pending.params.requester.publicKey,
    }
    await this.#c.transport.sendSealed(
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
    if (!isObject(params)) throw new MissingOrInvalidError(`pair() params: ${JSON.stringify(params)}`)
    const parsed = parsePairingUri(params.uri)
    if (isPairingExpired(parsed.expiryTimestamp))
      throw new ExpiredError('pair() URI has expired. Please try again with a new connection URI.')
    const pairing: PairingStruct = {
      topic: parsed.topic,
      expiry: parsed.expiryTimestamp,
      relay: parsed.relay,
      active: false,
      ...(parsed.methods ? { methods: parsed.methods } : {}),
    }
    await this.#c.keyChain.set(parsed.topic, parsed.symKey)
    await this.pairing.set(parsed.topic, pairing)
    await this.#c.expirer.set(parsed.topic, parsed.expiryTimestamp)
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
    if (!isObject(params)) throw new MissingOrInvalidError(`approve() params: ${JSON.stringify(params)}`)
    const proposal = await this.#assertProposalId(params.id)
    assertSessionNamespaces(params.namespaces, 'approve()')
    assertConformingNamespaces(proposal.requiredNamespaces, params.namespaces, 'approve()')
    assertProperties(params.sessionProperties, 'approve() sessionProperties')
    if (params.scopedProperties && !Object.keys(params.scopedProperties).every((key) => key in params.namespaces)) {
      throw new MissingOrInvalidError('approve() scopedProperties keys must be approved namespaces')
    }
    if (params.relayProtocol !== undefined && typeof params.relayProtocol !== 'string')
      throw new MissingOrInvalidError(`approve() relayProtocol: ${String(params.relayProtocol)}`)
    const relay = { protocol: params.relayProtocol ?? 'irn' }
    const self = generateKeyPair()
    const symKey = deriveSymKey(self.privateKey, proposal.proposer.publicKey)
    const topic = topicFromSymKey(symKey)
    await this.#c.keyChain.set(self.publicKey, self.privateKey)
    await this.#c.keyChain.set(topic, symKey)
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
    await this.#c.expirer.set(topic, expiry)
    const acknowledged = new Promise<SessionStruct>((resolve, reject) =>
      this.#c.settling.set(topic, { resolve, reject }),
    )
    acknowledged.catch(() => undefined)
    await this.#c.transport.sendResult(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', {
      relay,
      responderPublicKey: self.publicKey,
    })
    await this.#c.transport.send(topic, 'wc_sessionSettle', settle)
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
    if (!isObject(params)) throw new MissingOrInvalidError(`reject() params: ${JSON.stringify(params)}`)
    const proposal = await this.#assertProposalId(params.id)
    if (
      !isObject(params.reason) ||
      typeof params.reason.code !== 'number' ||
      typeof params.reason.message !== 'string'
    ) {
      throw new MissingOrInvalidError(`reject() reason: ${JSON.stringify(params.reason)}`)
    }
    await this.#c.transport.sendError(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', params.reason, 'reject')
    await this.#deleteProposal(proposal.id)
  }

  /**
   * Answers session request `response.id` on `topic`; the next queued request follows a second later.
   *
   * @example
   * await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
   */
  async respond(params: { topic: string; response: JsonRpcResponse }): Promise<void> {
    if (!isObject(params)) throw new MissingOrInvalidError(`respond() params: ${JSON.stringify(params)}`)
    const { topic, response } = params
    this.#assertSessionTopic(topic)
    if (
      !isObject(response) ||
      typeof response.id !== 'number' ||
      !('result' in response || isObject((response as { error?: unknown }).error))
    ) {
      throw new MissingOrInvalidError(`respond() response: ${JSON.stringify(response)}`)
    }
    if ('result' in response)
      await this.#c.transport.sendResult(topic, response.id, 'wc_sessionRequest', response.result)
    else await this.#c.transport.sendError(topic, response.id, 'wc_sessionRequest', response.error)
    if (this.pendingRequest.has(response.id)) await this.pendingRequest.delete(response.id)
    await this.#c.expirer.del(response.id).catch(() => undefined)
    this.#c.queue.release()
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
    if (!isObject(params)) throw new MissingOrInvalidError(`update() params: ${JSON.stringify(params)}`)
    const session = this.#assertSessionTopic(params.topic)
    if (session.controller !== session.self.publicKey)
      throw new UnauthorizedUpdateRequestError(`update() for topic: ${params.topic}`)
    assertSessionNamespaces(params.namespaces, 'update()')
    assertConformingNamespaces(session.requiredNamespaces, params.namespaces, 'update()')
    await this.session.update(params.topic, { namespaces: params.namespaces })
    const id = await this.#c.transport.send(params.topic, 'wc_sessionUpdate', { namespaces: params.namespaces })
    const answer = this.#c.transport.waitFor(id).then(
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
    if (!isObject(params)) throw new MissingOrInvalidError(`extend() params: ${JSON.stringify(params)}`)
    const session = this.#assertSessionTopic(params.topic)
    if (session.controller !== session.self.publicKey)
      throw new UnauthorizedExtendRequestError(`extend() for topic: ${params.topic}`)
    await this.#setSessionExpiry(params.topic, nowSeconds() + SESSION_LIFETIME_SECONDS)
    const id = await this.#c.transport.send(params.topic, 'wc_sessionExtend', {})
    const answer = this.#c.transport.waitFor(id).then(
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
    if (!isObject(params)) throw new MissingOrInvalidError(`emit() params: ${JSON.stringify(params)}`)
    const session = this.#assertSessionTopic(params.topic)
    if (!isChainInSession(session.namespaces, params.chainId))
      throw new MissingOrInvalidError(`emit() chainId: ${params.chainId}`)
    if (
      !isObject(params.event) ||
      typeof params.event.name !== 'string' ||
      !isEventAllowed(session.namespaces, params.chainId, params.event.name)
    ) {
      throw new MissingOrInvalidError(`emit() event: ${JSON.stringify(params.event)}`)
    }
    await this.#c.transport.send(params.topic, 'wc_sessionEvent', { event: params.event, chainId: params.chainId })
  }

  // ---------- both ---------------------------------------------------------------------------------

  /**
   * Pings the peer of a session and resolves when it answers.
   *
   * @example
   * await client.ping({ topic })
   */
  async ping(params: { topic: string }): Promise<void> {
    if (!isObject(params)) throw new MissingOrInvalidError(`ping() params: ${JSON.stringify(params)}`)
    this.#assertSessionTopic(params.topic)
    const id = payloadId()
    const answer = this.#c.transport.waitFor(id)
    await this.#c.transport.send(params.topic, 'wc_sessionPing', {}, { id })
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
    if (!isObject(params)) throw new MissingOrInvalidError(`disconnect() params: ${JSON.stringify(params)}`)
    const reason = params.reason ?? getSdkError('USER_DISCONNECTED')
    if (this.pairing.has(params.topic) && !this.session.has(params.topic)) {
      await this.#c.transport.send(params.topic, 'wc_pairingDelete', reason).catch(() => undefined)
      await this.#deletePairing(params.topic)
      return
    }
    this.#assertSessionTopic(params.topic)
    await this.#c.transport.send(params.topic, 'wc_sessionDelete', reason)
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
          await this.#c.transport.sendResult(topic, id, 'wc_sessionExtend', true)
          return this.events.emit('session_extend', { id, topic })
        case 'wc_sessionPing':
          this.#assertSessionTopic(topic)
          await this.#c.transport.sendResult(topic, id, 'wc_sessionPing', true)
          return this.events.emit('session_ping', { id, topic })
        case 'wc_sessionDelete':
          this.#assertSessionTopic(topic)
          await this.#c.transport.sendResult(topic, id, 'wc_sessionDelete', true)
          await this.#deleteSession(topic)
          return this.events.emit('session_delete', { id, topic })
        case 'wc_pairingDelete':
          await this.#c.transport.sendResult(topic, id, 'wc_pairingDelete', true).catch(() => undefined)
          return await this.#deletePairing(topic)
        case 'wc_pairingPing':
          return await this.#c.transport.sendResult(topic, id, 'wc_pairingPing', true)
        default:
          return await this.#c.transport.sendError(
            topic,
            id,
            'wc_sessionRequest',
            getSdkError('WC_METHOD_UNSUPPORTED', method),
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
      if (knownMethod && this.#c.keyChain.has(topic))
        await this.#c.transport.sendError(topic, id, knownMethod, asError(error)).catch(() => undefined)
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
        throw new MissingOrInvalidError(`connect() params: ${JSON.stringify(params)}`)
      }
      const requiredNamespaces = params.requiredNamespaces ?? {}
      const optionalNamespaces = params.optionalNamespaces ?? {}
      assertProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
      assertProposalNamespaces(optionalNamespaces, 'connect() optionalNamespaces')
      const expiryTimestamp =
        typeof params.expiryTimestamp === 'number' ? params.expiryTimestamp : nowSeconds() + PROPOSAL_LIFETIME_SECONDS
      if (expiryTimestamp <= nowSeconds()) throw new ExpiredError(`proposal id: ${id}`)
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
      await this.#c.expirer.set(id, expiryTimestamp)
      this.events.emit('session_proposal', { id, params: proposal, verifyContext: UNKNOWN_VERIFY })
    } catch (error) {
      // A failed proposal is answered with an error and the auto-reject tag.
      await this.#c.transport
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
    await this.#c.expirer.set(id, expiryTimestamp)
    this.events.emit('session_authenticate', { id, topic, params: request, verifyContext: UNKNOWN_VERIFY })
  }

  /** The wallet's answer to our sign-in, on its response topic. */
  async #onAuthenticateResponse(topic: string, response: JsonRpcResponse): Promise<void> {
    const waiter = this.#c.authenticating.get(topic)
    if (!waiter || response.id !== waiter.id) return
    if ('error' in response) {
      // A wallet that cannot sign in this way answers WC_METHOD_UNSUPPORTED: the fallback proposal decides.
      if (response.error.code === getSdkError('WC_METHOD_UNSUPPORTED').code) return
      this.#c.authenticating.delete(topic)
      this.#c.connecting.delete(waiter.proposalId)
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
    this.#c.authenticating.delete(topic)
    this.#c.connecting.delete(waiter.proposalId)
    await this.#deleteProposal(waiter.proposalId)
    if (!(await this.#allValid(cacaos))) {
      waiter.reject(new SessionSettlementFailedError('Signature verification failed'))
      return
    }
    const { namespaces } = namespacesFromCacaos(cacaos)
    const symKey = deriveSymKey(this.#c.keyChain.get(waiter.publicKey), result.responder.publicKey)
    const sessionTopic = topicFromSymKey(symKey)
    await this.#c.keyChain.set(sessionTopic, symKey)
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
    await this.#c.expirer.set(sessionTopic, session.expiry)
    waiter.resolve({ auths: cacaos, session })
  }

  async #onSettle(topic: string, id: number, params: unknown): Promise<void> {
    const pending = [...this.#c.connecting].find(([, entry]) => entry.sessionTopic === topic)
    if (!pending) throw new NoMatchingKeyError(`Pending session not found for topic ${topic}`)
    const [proposalId, waiter] = pending
    if (!isObject(params) || !isObject(params.relay) || typeof params.relay.protocol !== 'string')
      throw new MissingOrInvalidError(`onSessionSettleRequest() relay protocol should be a string`)
    if (
      !isObject(params.controller) ||
      typeof params.controller.publicKey !== 'string' ||
      !isObject(params.controller.metadata)
    )
      throw new MissingOrInvalidError('onSessionSettleRequest() controller')
    assertSessionNamespaces(params.namespaces, 'onSessionSettleRequest()')
    if (typeof params.expiry !== 'number' || params.expiry <= nowSeconds())
      throw new ExpiredError('onSessionSettleRequest()')
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
    await this.#c.expirer.set(topic, session.expiry)
    this.#c.connecting.delete(proposalId)
    await this.#deleteProposal(proposalId)
    if (proposal && this.pairing.has(proposal.pairingTopic))
      await this.pairing.update(proposal.pairingTopic, { active: true, peerMetadata: session.peer.metadata })
    await this.#c.transport.sendResult(topic, id, 'wc_sessionSettle', true)
    this.events.emit('session_connect', { session })
    waiter.resolve(session)
  }

  async #onSessionRequest(topic: string, id: number, params: unknown): Promise<void> {
    const session = this.#assertSessionTopic(topic)
    if (!isObject(params) || !isObject(params.request) || typeof params.request.method !== 'string')
      throw new MissingOrInvalidError(`request() ${JSON.stringify(params)}`)
    if (!isChainInSession(session.namespaces, params.chainId))
      throw new MissingOrInvalidError(`request() chainId: ${String(params.chainId)}`)
    const chainId = params.chainId as string
    if (!isMethodAllowed(session.namespaces, chainId, params.request.method))
      throw new MissingOrInvalidError(`request() method: ${params.request.method}`)
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
    await this.#c.expirer.set(id, expiryTimestamp)
    this.#c.queue.push(pending)
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
      throw new MissingOrInvalidError(`emit() event: ${JSON.stringify(params)}`)
    if (!isEventAllowed(session.namespaces, params.chainId, params.event.name))
      throw new MissingOrInvalidError(`emit() event: ${JSON.stringify(params.event)}`)
    await this.#c.transport.sendResult(topic, id, 'wc_sessionEvent', true)
    this.events.emit('session_event', {
      id,
      topic,
      params: { event: { name: params.event.name, data: params.event.data }, chainId: params.chainId },
    })
  }

  async #onSessionUpdate(topic: string, id: number, params: unknown): Promise<void> {
    const session = this.#assertSessionTopic(topic)
    // Answered with this error by #onRequest, as every failed update.
    if (this.#isOutOfSync(`${topic}:update`, id)) throw new InvalidUpdateRequestError()
    if (session.controller !== session.peer.publicKey)
      throw new UnauthorizedUpdateRequestError(`update() for topic: ${topic}`)
    const namespaces = isObject(params) ? params.namespaces : undefined
    assertSessionNamespaces(namespaces, 'update()')
    assertConformingNamespaces(session.requiredNamespaces, namespaces, 'update()')
    await this.session.update(topic, { namespaces })
    await this.#c.transport.sendResult(topic, id, 'wc_sessionUpdate', true)
    this.events.emit('session_update', { id, topic, params: { namespaces } })
  }

  async #onResponse(topic: string, response: JsonRpcResponse, method: string): Promise<void> {
    if (method === 'wc_sessionAuthenticate') return this.#onAuthenticateResponse(topic, response)
    if (method === 'wc_sessionPropose') {
      const waiter = this.#c.connecting.get(response.id)
      if (!waiter) return
      if ('error' in response) {
        this.#c.connecting.delete(response.id)
        await this.#deleteProposal(response.id)
        waiter.reject(new PeerError(response.error))
        return
      }
      const result = response.result
      if (!isObject(result) || typeof result.responderPublicKey !== 'string') return
      const symKey = deriveSymKey(this.#c.keyChain.get(waiter.publicKey), result.responderPublicKey)
      const sessionTopic = topicFromSymKey(symKey)
      waiter.sessionTopic = sessionTopic
      await this.#c.keyChain.set(sessionTopic, symKey)
      await this.relay.subscribe(sessionTopic)
      return
    }
    if (method === 'wc_sessionSettle') {
      const waiter = this.#c.settling.get(topic)
      this.#c.settling.delete(topic)
      if ('error' in response) {
        await this.#deleteSession(topic)
        waiter?.reject(new PeerError(response.error))
        return
      }
      if (this.session.has(topic)) await this.session.update(topic, { acknowledged: true })
      if (this.session.has(topic)) waiter?.resolve(this.session.get(topic))
    }
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
      const waiter = this.#c.connecting.get(id)
      this.#c.connecting.delete(id)
      waiter?.reject(new ExpiredError('Proposal expired'))
      this.events.emit('proposal_expire', { id })
    } else if (this.pendingRequest.has(id)) {
      await this.pendingRequest.delete(id)
      this.events.emit('session_request_expire', { id })
    } else if (this.authRequest.has(id)) await this.authRequest.delete(id)
  }

  // ---------- queue, checks and cleanup ------------------------------------------------------------

  /** Update and event ids are ms timestamps with 3 random digits: one older than the last handled is stale. */
  #isOutOfSync(key: string, id: number): boolean {
    const last = this.#c.lastSync.get(key)
    if (last !== undefined && Math.floor(id / 1000) < Math.floor(last / 1000)) return true
    this.#c.lastSync.set(key, id)
    return false
  }

  #assertSessionTopic(topic: unknown): SessionStruct {
    if (typeof topic !== 'string' || !topic)
      throw new MissingOrInvalidError(`session topic should be a string: ${String(topic)}`)
    assertNotRecentlyDeleted(this.#c, topic, 'session')
    if (!this.session.has(topic)) throw new NoMatchingKeyError(`session topic doesn't exist: ${topic}`)
    const session = this.session.get(topic)
    if (session.expiry <= nowSeconds()) {
      void this.#deleteSession(topic)
      throw new ExpiredError(`session topic: ${topic}`)
    }
    if (!this.#c.keyChain.has(topic))
      throw new MissingOrInvalidError(`session topic does not exist in keychain: ${topic}`)
    return session
  }

  #assertPairingTopic(topic: unknown): void {
    if (typeof topic !== 'string' || !topic)
      throw new MissingOrInvalidError(`pairing topic should be a string: ${String(topic)}`)
    if (!this.pairing.has(topic)) throw new NoMatchingKeyError(`pairing topic doesn't exist: ${topic}`)
    if (isPairingExpired(this.pairing.get(topic).expiry)) throw new ExpiredError(`pairing topic: ${topic}`)
  }

  async #assertProposalId(id: unknown): Promise<ProposalStruct> {
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
      throw new MissingOrInvalidError(`proposal id should be a number: ${String(id)}`)
    assertNotRecentlyDeleted(this.#c, id, 'proposal')
    if (!this.proposal.has(id)) throw new NoMatchingKeyError(`proposal id doesn't exist: ${id}`)
    const proposal = this.proposal.get(id)
    if (proposal.expiryTimestamp <= nowSeconds()) {
      await this.#deleteProposal(id)
      throw new ExpiredError(`proposal id: ${id}`)
    }
    return proposal
  }

  async #allValid(cacaos: Cacao[]): Promise<boolean> {
    const options = this.#c.options.chainRpcUrls ? { chainRpcUrls: this.#c.options.chainRpcUrls } : {}
    return (await Promise.all(cacaos.map((cacao) => isValidCacao(cacao, options)))).every(Boolean)
  }

  #assertAuthRequest(id: unknown): AuthRequestStruct {
    if (typeof id !== 'number' || !this.authRequest.has(id)) throw new AuthRequestNotFoundError(id)
    return this.authRequest.get(id)
  }

  async #deleteAuthRequest(id: number): Promise<void> {
    if (this.authRequest.has(id)) await this.authRequest.delete(id)
    await this.#c.expirer.del(id).catch(() => undefined)
  }

  async #setSessionExpiry(topic: string, expiry: number): Promise<void> {
    await this.session.update(topic, { expiry })
    await this.#c.expirer.set(topic, expiry)
  }

  async #deleteProposal(id: number): Promise<void> {
    if (this.proposal.has(id)) await this.proposal.delete(id)
    await this.#c.expirer.del(id).catch(() => undefined)
    this.#c.deleted.add(id)
  }

  async #deleteSession(topic: string): Promise<void> {
    if (!this.session.has(topic)) return
    const session = this.session.get(topic)
    this.#c.deleted.add(topic)
    await this.session.delete(topic)
    await this.#c.expirer.del(topic).catch(() => undefined)
    for (const request of this.pendingRequest.getAll().filter((entry) => entry.topic === topic))
      await this.pendingRequest.delete(request.id)
    for (const record of this.#c.history.pending.filter((entry) => entry.topic === topic))
      this.#c.transport.abandon(record.id, new UserDisconnectedError())
    await this.relay.unsubscribe(topic).catch(() => undefined)
    await this.#c.keyChain.delete(topic)
    if (session.self.publicKey) await this.#c.keyChain.delete(session.self.publicKey)
    await this.#c.history.delete(topic)
  }

  async #deletePairing(topic: string): Promise<void> {
    if (!this.pairing.has(topic)) return
    await this.pairing.delete(topic)
    await this.#c.expirer.del(topic).catch(() => undefined)
    await this.relay.unsubscribe(topic).catch(() => undefined)
    await this.#c.keyChain.delete(topic)
    await this.#c.history.delete(topic)
  }
}
