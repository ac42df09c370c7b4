import {
  getSdkError,
  SignClient,
  type KeyValueStorage,
  type Metadata,
  type SessionStruct,
  type SignClientOptions,
} from '@agentry/sign-client'
import {
  accountsOn,
  approvedChains,
  namespaceOf,
  normalizeRpcMap,
  requestedChain,
  toProviderChainId,
  type ChainIdLike,
  type ProviderNamespace,
} from './chains.js'
import { ProviderEmitter } from './emitter.js'
import {
  ConnectTimeoutError,
  InvalidProviderOptionError,
  NamespaceNotConfiguredError,
  ProviderNotConnectedError,
  ProviderRpcError,
  PROVIDER_ERROR_CODES,
} from './errors.js'
import { assertHttpUrl, RPC_TIMEOUT_MS } from './httpRpc.js'
import { buildNamespaces, type ProviderConnectNamespaces } from './namespaces.js'
import { routeRequest, type RequestContext } from './requestRouter.js'

export type WalletConnectProviderOptions = {
  /** The relay's WebSocket URL (`wss://…`, or `ws://127.0.0.1:…` in development). */
  relayUrl: string
  /** The dapp as the wallet shows it. */
  metadata: Metadata
  /** The chain's HTTP JSON-RPC URL, by CAIP-2 id or eip155 chain id: where reads and unapproved methods go. */
  rpcMap?: Readonly<Record<string | number, string>>
  /** `eip155` (the default) or `solana`: the namespace whose accounts and chain the provider shows. */
  namespace?: ProviderNamespace
  /**
   * How long the first use of the relay (`connect`; the sign-client connects on first need, not in
   * `init`) waits for it, default 8 000 ms, before it rejects with RelayConnectTimeoutError.
   */
  connectTimeoutMs?: number
  /** How long a call to a chain's RPC may take (default 10 000 ms, spec section 9). */
  rpcTimeoutMs?: number
  storage?: KeyValueStorage
  customStoragePrefix?: string
  projectId?: string
  /** A sign-client already set up, shared with other code; `init` then makes none. */
  client?: SignClient
  /**
   * Runs before a request goes to the wallet (the methods the wallet approved; not reads, not chain
   * switches): an approval gate such as the modal's ApproveTransaction view. Its rejection is the
   * request's, and the wallet is not asked.
   */
  beforeWalletRequest?: (args: RequestArguments) => Promise<void> | void
  /**
   * Which kept session `init` takes back, from the client's live ones (oldest first); by default the
   * newest that has the provider's namespace. Undefined takes none.
   */
  restore?: (live: SessionStruct[]) => SessionStruct | undefined
  /**
   * Whether `eth_requestAccounts` without a session connects (EIP-1102 `enable`), the default. An app
   * that pairs only through its own UI sets false: the request then rejects with ProviderNotConnectedError
   * instead of proposing a session nobody shows.
   */
  connectOnRequestAccounts?: boolean
}

export type ProviderConnectParameters = ProviderConnectNamespaces & {
  /** Extra RPC URLs for the chains of this call. */
  rpcMap?: Readonly<Record<string | number, string>>
  /** An existing pairing to propose on (no new URI). */
  pairingTopic?: string
  /** How long to wait for the wallet's answer (default: until the proposal expires, 5 minutes). */
  timeoutMs?: number
}

export type RequestArguments = { method: string; params?: unknown }

/**
 * An EIP-1193 provider over a WalletConnect session (the role of the official UniversalProvider and
 * EthereumProvider): accounts and the chain come from the session; methods the wallet approved go to
 * it, read-only and unapproved ones to the chain's HTTP RPC from `rpcMap` (spec section 6); a switch
 * goes only to an approved chain. Events: `connect`, `disconnect`, `accountsChanged`, `chainChanged`,
 * `message`, plus `display_uri` with the pairing URI to show.
 *
 * @example
 * const provider = await WalletConnectProvider.init({ relayUrl, metadata, rpcMap: { 1: 'https://eth.example' } })
 * provider.on('display_uri', (uri) => showQrCode(uri))
 * await provider.connect({ optionalChains: [1] })
 * const [address] = await provider.request<string[]>({ method: 'eth_accounts' })
 */
export class WalletConnectProvider extends ProviderEmitter {
  readonly client: SignClient
  readonly namespace: ProviderNamespace
  readonly rpcMap: Record<string, string>
  readonly rpcTimeoutMs: number
  session: SessionStruct | undefined
  /** The current chain per namespace, CAIP-2. */
  readonly #chains = new Map<string, string>()
  /** Accounts the wallet announced with `accountsChanged`, until the session or chain changes. */
  #announcedAccounts: string[] | undefined
  readonly #ownsClient: boolean
  readonly #beforeWalletRequest: WalletConnectProviderOptions['beforeWalletRequest']
  readonly #connectOnRequestAccounts: boolean
  readonly #unsubscribe: (() => void)[] = []

  private constructor(client: SignClient, options: WalletConnectProviderOptions, ownsClient: boolean) {
    super()
    this.client = client
    this.namespace = options.namespace ?? 'eip155'
    this.rpcMap = normalizeRpcMap(options.rpcMap)
    this.rpcTimeoutMs = options.rpcTimeoutMs ?? RPC_TIMEOUT_MS
    this.#ownsClient = ownsClient
    this.#beforeWalletRequest = options.beforeWalletRequest
    this.#connectOnRequestAccounts = options.connectOnRequestAccounts ?? true
    const firstMapped = Object.keys(this.rpcMap).find((chain) => namespaceOf(chain) === this.namespace)
    if (firstMapped) this.#chains.set(this.namespace, firstMapped)
    this.#listen()
  }

  /**
   * Creates the provider: checks the options, starts (or adopts) the sign-client, and restores the
   * newest live session of the provider's namespace. It does not wait on the network: the relay
   * connection opens in the background for a kept session, or at the first `connect`.
   *
   * @throws InvalidProviderOptionError | IncompatibleRpcUrlError ('Provided URL is not compatible with HTTP connection') | InvalidRelayUrlError
   * @example
   * const provider = await WalletConnectProvider.init({ relayUrl: 'wss://relay.example', metadata, rpcMap: { 1: 'https://eth.example' } })
   */
  static async init(options: WalletConnectProviderOptions): Promise<WalletConnectProvider> {
    if (!options || typeof options !== 'object')
      throw new InvalidProviderOptionError({ option: 'options', reason: 'an object is required' })
    const namespace = options.namespace ?? 'eip155'
    if (namespace !== 'eip155' && namespace !== 'solana')
      throw new InvalidProviderOptionError({ option: 'namespace', reason: 'eip155 or solana' })
    for (const url of Object.values(options.rpcMap ?? {})) assertHttpUrl(url)
    normalizeRpcMap(options.rpcMap)
    const client =
      options.client ??
      (await SignClient.init({
        relayUrl: options.relayUrl,
        metadata: options.metadata,
        ...pick(options, ['storage', 'customStoragePrefix', 'projectId', 'connectTimeoutMs']),
      } as SignClientOptions))
    const provider = new WalletConnectProvider(client, options, !options.client)
    provider.#restore(options.restore)
    return provider
  }

  /** The current chain of the provider's namespace, CAIP-2 (`eip155:1`), if known. */
  get chainId(): string | undefined {
    return this.#chains.get(this.namespace)
  }

  /** The current accounts of the provider's namespace on its current chain. */
  get accounts(): string[] {
    const chain = this.chainId
    if (!this.session || !chain) return []
    return this.#announcedAccounts ?? accountsOn(this.session, chain)
  }

  /**
   * Proposes a session (required and optional namespaces) and waits for the wallet; the pairing URI is
   * emitted as `display_uri`. Emits `connect`, `chainChanged` and `accountsChanged` on approval.
   *
   * @throws InvalidProviderOptionError | RelayConnectTimeoutError (the relay not reached within `connectTimeoutMs`) | ConnectTimeoutError | the wallet's rejection (code 5000)
   * @example
   * provider.once('display_uri', showQrCode)
   * const session = await provider.connect({ optionalChains: [1, 137] })
   */
  async connect(params: ProviderConnectParameters = {}): Promise<SessionStruct> {
    const { required, optional } = buildNamespaces(this.namespace, params)
    for (const url of Object.values(params.rpcMap ?? {})) assertHttpUrl(url)
    Object.assign(this.rpcMap, normalizeRpcMap(params.rpcMap))
    const { uri, approval } = await this.client.connect({
      requiredNamespaces: required,
      optionalNamespaces: optional,
      ...(params.pairingTopic ? { pairingTopic: params.pairingTopic } : {}),
    })
    if (uri) this.emit('display_uri', uri)
    const session = await withTimeout(approval(), params.timeoutMs)
    const wanted = [...Object.values(required), ...Object.values(optional)].flatMap((space) => space.chains ?? [])
    this.#adopt(session, wanted)
    return session
  }

  /**
   * Connects if there is no session yet, then resolves with the accounts (EIP-1102 `enable`).
   *
   * @example
   * const [address] = await provider.enable()
   */
  async enable(params?: ProviderConnectParameters): Promise<string[]> {
    if (!this.session) await this.connect(params ?? { optionalChains: this.#defaultChains() })
    return this.accounts
  }

  /**
   * Sends an EIP-1193 request on the current chain, or on `chainId` (CAIP-2 or an eip155 id). Approved
   * methods go to the wallet; read-only and unapproved ones to the chain's RPC; `wallet_switchEthereumChain`
   * moves between approved chains; EIP-5792 goes to the wallet when the session approved it.
   *
   * @throws ProviderNotConnectedError | NamespaceNotConfiguredError | RpcProviderNotFoundError | ChainSwitchError | CallStatusNotApprovedError | RpcTimeoutError | ProviderRpcError
   * @example
   * const signature = await provider.request<`0x${string}`>({ method: 'personal_sign', params: [message, address] })
   * const balance = await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] }, 'eip155:137')
   */
  async request<T = unknown>(args: RequestArguments, chainId?: ChainIdLike): Promise<T> {
    if (!args || typeof args.method !== 'string')
      throw new ProviderRpcError('Invalid request arguments', { code: PROVIDER_ERROR_CODES.internal })
    const chain = chainId === undefined ? this.chainId : requestedChain(chainId)
    if (!this.session) return (await this.#requestOffline(args, chain)) as T
    const namespace = chain ? namespaceOf(chain) : this.namespace
    if (!this.session.namespaces[namespace]) {
      // EIP-1193: eth_accounts never fails; a session without this namespace (a Solana-only one) has no accounts here.
      if (args.method === 'eth_accounts') return [] as T
      throw new NamespaceNotConfiguredError({ namespace })
    }
    return (await routeRequest(this.#context(chain ?? approvedChains(this.session, namespace)[0]!), args)) as T
  }

  /**
   * Ends the session (the wallet hears `wc_sessionDelete`) and emits `disconnect`.
   *
   * @example
   * await provider.disconnect()
   */
  async disconnect(): Promise<void> {
    const session = this.session
    if (!session) return
    this.#drop()
    try {
      await this.client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    } finally {
      this.#emitDisconnect(session.topic)
    }
  }

  /** Stops listening to the client; closes it when `init` made it. The session stays for the next init. */
  async close(): Promise<void> {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe()
    if (this.#ownsClient) await this.client.close()
  }

  // ---------- internals ----------------------------------------------------------------------------

  #context(chain: string): RequestContext {
    return {
      client: this.client,
      session: this.session!,
      chain,
      rpcMap: this.rpcMap,
      rpcTimeoutMs: this.rpcTimeoutMs,
      accounts: () => (chain === this.chainId ? this.accounts : accountsOn(this.session!, chain)),
      switchTo: (target) => this.#switchTo(target),
      enable: () => this.enable(),
      ...(this.#beforeWalletRequest ? { beforeWalletRequest: this.#beforeWalletRequest } : {}),
    }
  }

  async #requestOffline(args: RequestArguments, chain: string | undefined): Promise<unknown> {
    if (args.method === 'eth_accounts') return []
    if (args.method === 'eth_chainId' && chain) return toProviderChainId(chain)
    if (args.method === 'eth_requestAccounts' && this.#connectOnRequestAccounts) return this.enable()
    throw new ProviderNotConnectedError()
  }

  #defaultChains(): string[] {
    const mapped = Object.keys(this.rpcMap).filter((chain) => namespaceOf(chain) === this.namespace)
    return mapped.length ? mapped : this.namespace === 'eip155' ? ['eip155:1'] : []
  }

  #restore(choose?: WalletConnectProviderOptions['restore']): void {
    const now = Date.now() / 1000
    const live = this.client.session.getAll().filter((session) => session.expiry > now)
    const kept = choose ? choose(live) : live.filter((session) => session.namespaces[this.namespace]).at(-1)
    if (kept) this.#adopt(kept, [], { announce: false })
  }

  /** Takes `session` as current: each namespace's chain is the first wanted chain it approved. */
  #adopt(session: SessionStruct, wanted: string[], { announce = true } = {}): void {
    this.session = session
    this.#announcedAccounts = undefined
    for (const namespace of Object.keys(session.namespaces)) {
      const approved = approvedChains(session, namespace)
      const current = this.#chains.get(namespace)
      const pick = [...wanted, current].find((chain) => chain && approved.includes(chain)) ?? approved[0]
      if (pick) this.#chains.set(namespace, pick)
    }
    if (!announce) return
    const chain = this.chainId
    if (!chain) return
    this.emit('chainChanged', toProviderChainId(chain))
    this.emit('accountsChanged', this.accounts)
    this.emit('connect', { chainId: toProviderChainId(chain) })
  }

  /** Moves to an approved chain (announced even when it is the current one: wagmi waits for it). */
  #switchTo(target: string): void {
    this.#chains.set(namespaceOf(target), target)
    this.#announcedAccounts = undefined
    if (namespaceOf(target) !== this.namespace) return
    this.emit('chainChanged', toProviderChainId(target))
    this.emit('accountsChanged', this.accounts)
  }

  #drop(): void {
    this.session = undefined
    this.#announcedAccounts = undefined
  }

  #emitDisconnect(topic: string): void {
    const { code, message } = getSdkError('USER_DISCONNECTED')
    this.emit('disconnect', new ProviderRpcError(message, { code, data: topic }))
    this.emit('accountsChanged', [])
  }

  #listen(): void {
    const mine = (topic: string) => this.session?.topic === topic
    const ended = ({ topic }: { topic: string }) => {
      if (!mine(topic)) return
      this.#drop()
      this.emit('session_delete', { topic })
      this.#emitDisconnect(topic)
    }
    this.#unsubscribe.push(
      this.client.on('session_delete', ended),
      this.client.on('session_expire', ended),
      this.client.on('session_update', ({ topic }) => {
        if (!mine(topic)) return
        this.#adopt(this.client.session.get(topic), [], { announce: false })
        this.emit('session_update', { topic })
        this.emit('accountsChanged', this.accounts)
      }),
      this.client.on('session_event', ({ topic, params }) => {
        if (!mine(topic)) return
        this.#onWalletEvent(params.event.name, params.event.data, params.chainId)
      }),
    )
  }

  #onWalletEvent(name: string, data: unknown, eventChain: string): void {
    const session = this.session!
    if (name === 'chainChanged') {
      const namespace = namespaceOf(eventChain)
      // The wallet's data is untrusted: a chain id that is not one is dropped, as an unapproved one is.
      let target: string
      try {
        target = requestedChain(data, namespace)
      } catch {
        return
      }
      if (approvedChains(session, namespace).includes(target)) this.#switchTo(target)
      return
    }
    if (name === 'accountsChanged' && namespaceOf(eventChain) === this.namespace) {
      const addresses = Array.isArray(data) ? data.map((item) => String(item).split(':').at(-1)!) : []
      this.#announcedAccounts = addresses
      this.emit('accountsChanged', addresses)
      return
    }
    this.emit('message', { type: name, data })
  }
}

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  ) as Partial<Pick<T, K>>
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number | undefined): Promise<T> {
  if (timeoutMs === undefined) return promise
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectTimeoutError({ timeoutMs })), timeoutMs)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}
