import { getSdkError, type SessionStruct, type SignClient } from '@agentry/sign-client'
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
  NamespaceNotConfiguredError,
  ProviderNotConnectedError,
  ProviderRpcError,
  PROVIDER_ERROR_CODES,
} from './errors.js'
import { RPC_TIMEOUT_MS } from './httpRpc.js'
import { routeRequest, type RequestContext } from './requestRouter.js'

export type RequestArguments = { method: string; params?: unknown }

export type SessionProviderOptions = {
  /** The sign-client whose sessions the provider reads and sends requests over. */
  client: SignClient
  /** `eip155` (the default) or `solana`: the namespace whose accounts and chain the provider shows. */
  namespace?: ProviderNamespace
  /** The chain's HTTP JSON-RPC URL, by CAIP-2 id or eip155 chain id: where reads and unapproved methods go. */
  rpcMap?: Readonly<Record<string | number, string>>
  /** How long a call to a chain's RPC may take (default 10 000 ms, spec section 9). */
  rpcTimeoutMs?: number
  /**
   * Runs before a request goes to the wallet (the methods the wallet approved; not reads, not chain
   * switches): an approval gate such as the modal's ApproveTransaction view. Its rejection is the
   * request's, and the wallet is not asked.
   */
  beforeWalletRequest?: (args: RequestArguments) => Promise<void> | void
}

/**
 * The EIP-1193 face of a WalletConnect session, without pairing: the core that `WalletConnectProvider`
 * builds on (it adds `init`, `connect` and `enable`), for an app that pairs in its own flow and hands the
 * session over with `adopt` (modal-core's WalletConnect connector). Accounts and the chain come from the
 * session; methods the wallet approved go to it, read-only and unapproved ones to the chain's HTTP RPC
 * from `rpcMap` (spec section 6); a switch goes only to an approved chain. It follows the client's session
 * events and emits `disconnect`, `accountsChanged`, `chainChanged`, `connect`, `message`,
 * `session_update` and `session_delete`.
 *
 * @example
 * const provider = new SessionProvider({ client, rpcMap: { 1: 'https://eth.example' } })
 * const { uri, approval } = await client.connect({ optionalNamespaces })
 * provider.adopt(await approval())
 * const [address] = await provider.request<string[]>({ method: 'eth_accounts' })
 */
export class SessionProvider extends ProviderEmitter {
  readonly client: SignClient
  readonly namespace: ProviderNamespace
  readonly rpcMap: Record<string, string>
  readonly rpcTimeoutMs: number
  session: SessionStruct | undefined
  /** The current chain per namespace, CAIP-2. */
  readonly #chains = new Map<string, string>()
  /** Accounts the wallet announced with `accountsChanged`, until the session or chain changes. */
  #announcedAccounts: string[] | undefined
  readonly #beforeWalletRequest: SessionProviderOptions['beforeWalletRequest']
  readonly #unsubscribe: (() => void)[] = []

  constructor(options: SessionProviderOptions) {
    super()
    this.client = options.client
    this.namespace = options.namespace ?? 'eip155'
    this.rpcMap = normalizeRpcMap(options.rpcMap)
    this.rpcTimeoutMs = options.rpcTimeoutMs ?? RPC_TIMEOUT_MS
    this.#beforeWalletRequest = options.beforeWalletRequest
    const firstMapped = Object.keys(this.rpcMap).find((chain) => namespaceOf(chain) === this.namespace)
    if (firstMapped) this.#chains.set(this.namespace, firstMapped)
    this.#listen()
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
   * Takes `session` as current (a new one, or one kept from an earlier visit): each namespace's chain is the
   * first of `wanted` it approved, else the current one, else its first. Emits `chainChanged`,
   * `accountsChanged` and `connect` unless `announce` is false.
   *
   * @example
   * provider.adopt(await approval(), { wanted: ['eip155:1337', 'eip155:1'] })
   */
  adopt(
    session: SessionStruct,
    { wanted = [], announce = true }: { wanted?: string[]; announce?: boolean } = {},
  ): void {
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
    if (!this.session) return (await this.requestWithoutSession(args, chain)) as T
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

  /** Stops listening to the client (which stays open: it is the caller's). The session stays for the next start. */
  async close(): Promise<void> {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe()
  }

  /** A request before any session: no accounts, the configured chain, else ProviderNotConnectedError (this core never pairs). */
  protected async requestWithoutSession(args: RequestArguments, chain: string | undefined): Promise<unknown> {
    if (args.method === 'eth_accounts') return []
    if (args.method === 'eth_chainId' && chain) return toProviderChainId(chain)
    throw new ProviderNotConnectedError()
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
      ...(this.#beforeWalletRequest ? { beforeWalletRequest: this.#beforeWalletRequest } : {}),
    }
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
        this.adopt(this.client.session.get(topic), { announce: false })
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
