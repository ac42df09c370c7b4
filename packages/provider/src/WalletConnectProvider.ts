import {
  SignClient,
  type SessionStruct,
  type SignClientOptions,
  type KeyValueStorage,
  type Metadata,
} from '@agentry/sign-client'
import { namespaceOf, normalizeRpcMap, type ProviderNamespace } from './chains.js'
import { ConnectTimeoutError, InvalidProviderOptionError } from './errors.js'
import { assertHttpUrl } from './httpRpc.js'
import { buildNamespaces, type ProviderConnectNamespaces } from './namespaces.js'
import { SessionProvider, type RequestArguments, type SessionProviderOptions } from './SessionProvider.js'

export type { RequestArguments } from './SessionProvider.js'

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
  /** See `SessionProviderOptions`: a gate in front of the wallet. */
  beforeWalletRequest?: SessionProviderOptions['beforeWalletRequest']
}

export type ProviderConnectParameters = ProviderConnectNamespaces & {
  /** Extra RPC URLs for the chains of this call. */
  rpcMap?: Readonly<Record<string | number, string>>
  /** An existing pairing to propose on (no new URI). */
  pairingTopic?: string
  /** How long to wait for the wallet's answer (default: until the proposal expires, 5 minutes). */
  timeoutMs?: number
}

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
export class WalletConnectProvider extends SessionProvider {
  readonly #ownsClient: boolean

  private constructor(client: SignClient, options: WalletConnectProviderOptions, ownsClient: boolean) {
    super({
      client,
      ...(options.namespace ? { namespace: options.namespace } : {}),
      ...(options.rpcMap ? { rpcMap: options.rpcMap } : {}),
      ...(options.rpcTimeoutMs !== undefined ? { rpcTimeoutMs: options.rpcTimeoutMs } : {}),
      ...(options.beforeWalletRequest ? { beforeWalletRequest: options.beforeWalletRequest } : {}),
    })
    this.#ownsClient = ownsClient
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
    // The newest live session of the provider's namespace, kept from an earlier visit.
    const now = Date.now() / 1000
    const kept = client.session
      .getAll()
      .filter((session) => session.expiry > now && session.namespaces[provider.namespace])
      .at(-1)
    if (kept) provider.adopt(kept, { announce: false })
    return provider
  }

  /**
   * Proposes a session (required and optional namespaces) and waits for the wallet; the pairing URI is
   * emitted as `display_uri`. Emits `connect`, `chainChanged` and `accountsChanged` on approval.
   *
   * @throws InvalidProviderOptionError | RelayConnectTimeoutError (the relay not reached within `connectTimeoutMs`) | ConnectTimeoutError | ClientClosedError (the sign-client closed while waiting) | the wallet's rejection (code 5000)
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
    this.adopt(session, { wanted })
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

  /** Stops listening to the client; closes it when `init` made it. The session stays for the next init. */
  override async close(): Promise<void> {
    await super.close()
    if (this.#ownsClient) await this.client.close()
  }

  /** Without a session, `eth_requestAccounts` connects (EIP-1102), as `enable` does. */
  protected override async requestWithoutSession(args: RequestArguments, chain: string | undefined): Promise<unknown> {
    if (args.method === 'eth_requestAccounts') return this.enable()
    return super.requestWithoutSession(args, chain)
  }

  #defaultChains(): string[] {
    const mapped = Object.keys(this.rpcMap).filter((chain) => namespaceOf(chain) === this.namespace)
    return mapped.length ? mapped : this.namespace === 'eip155' ? ['eip155:1'] : []
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
