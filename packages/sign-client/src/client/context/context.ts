import { createEmitter, type Emitter } from '../../core/createEmitter.js'
import { RecentlyDeleted } from '../../core/RecentlyDeleted.js'
import { RelayClient } from '../../relay/relayClient.js'
import type { RelaySocketConstructor } from '../../relay/webSocket.js'
import type { ClientStorageOptions } from '../../storage/createClientStorage.js'
import type { KeyValueStorage } from '../../storage/KeyValueStorage.js'
import type { Cacao } from '../../types/cacao.js'
import { createClientStores, type ClientStores } from './clientStores.js'
import { getLinkModeUrl, LinkMode, type LinkingApi } from '../transport/linkMode.js'
import type { SignClientEvents } from './events.js'
import { ProtocolTransport, type ProtocolTransportParameters } from '../transport/protocolTransport.js'
import { RequestQueue } from '../transport/requestQueue.js'
import type { Metadata, SessionStruct } from '../../types/protocol.js'

export type SignClientOptions = ClientStorageOptions & {
  /** `ws://` or `wss://` URL of a relay (ours, self-hosted, or the hosted one). */
  relayUrl: string
  projectId?: string
  metadata: Metadata
  /** The client's name, as in the official client (it does not choose the storage). */
  name?: string
  /**
   * How long the first use of the relay (`connect`, `pair`, `authenticate`) waits for it before it rejects
   * with RelayConnectTimeoutError. Default 8 000 ms. `init` does not wait on the relay.
   */
  connectTimeoutMs?: number
  /** How long `ping()` waits for the peer's answer before it rejects with PingTimeoutError. Default 30 000 ms. */
  pingTimeoutMs?: number
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
  /**
   * Link mode's way to open and receive universal links; React Native's global `Linking` by default.
   * Used only when `metadata.redirect` has `linkMode: true` and a `universal` link.
   */
  linking?: LinkingApi
}

/** A dapp's proposal waiting for the wallet: its `approval()` and the key its session topic comes from. */
export type ConnectWaiter = {
  resolve(session: SessionStruct): void
  reject(error: unknown): void
  publicKey: string
  /** Known once the wallet answered the proposal; its settlement then comes on this topic. */
  sessionTopic?: string
}

/** A wallet's settlement waiting for the dapp's acknowledgement. */
export type SettleWaiter = { resolve(session: SessionStruct): void; reject(error: unknown): void }

/** A dapp's sign-in waiting on its response topic: the `response()`, the fallback proposal and the key. */
export type AuthenticateWaiter = {
  id: number
  proposalId: number
  publicKey: string
  pairingTopic: string
  /** The wallet's universal link, when the sign-in went by link (link mode). */
  appLink?: string
  resolve(result: { auths?: Cacao[]; session?: SessionStruct }): void
  reject(error: unknown): void
}

/**
 * What every part of the client shares: its stores, keys and history, the relay and the protocol
 * transport over it, the event emitter, the options, and the promises waiting for the peer.
 */
export type ClientContext = ClientStores & {
  readonly options: SignClientOptions
  readonly metadata: Metadata
  readonly events: Emitter<SignClientEvents>
  readonly relay: RelayClient
  readonly transport: ProtocolTransport
  /** Sessions and proposals deleted lately: using one again gets 'Record was recently deleted'. */
  readonly deleted: RecentlyDeleted<string | number>
  /** The wallet's incoming session requests, one at a time. */
  readonly queue: RequestQueue
  /** Proposals this dapp sent, by id. */
  readonly connecting: Map<number, ConnectWaiter>
  /** Settle requests this wallet sent, by session topic. */
  readonly settling: Map<string, SettleWaiter>
  /** Sign-ins this dapp sent, by response topic. */
  readonly authenticating: Map<string, AuthenticateWaiter>
  /** The id of the last update and event handled per session (`{topic}:update`, `{topic}:event`). */
  readonly lastSync: Map<string, number>
  /**
   * Where a proposal's verify attestation comes from (the official core's `verify`): none by default,
   * replaceable (`client.core.verify.register = …`).
   */
  readonly verify: { register(params: { id: string; pairingTopic: string }): Promise<string> }
  /** The storage every store of the client writes to. */
  readonly storage: KeyValueStorage
  /**
   * The methods answered on pairings (`core.pairing.register`); `undefined` until a caller registers
   * some: every protocol method then.
   */
  readonly pairingMethods: { registered?: string[] }
  /** Link mode: the supported-apps list and which topics go by link. */
  readonly link: LinkMode
}

/**
 * Builds the context of one client over `storage`; `handlers` receive what the transport opened (the
 * client's incoming router). Nothing is loaded or connected yet.
 *
 * @example
 * const context: ClientContext = createContext(options, storage, {
 *   onRequest: (topic, request, via) => onRequest(context, topic, request, via),
 *   onResponse: (topic, response, method) => onResponse(context, topic, response, method),
 * })
 */
export function createContext(
  options: SignClientOptions,
  storage: KeyValueStorage,
  handlers: Pick<ProtocolTransportParameters, 'onRequest' | 'onResponse'>,
): ClientContext {
  const stores = createClientStores(storage, options.customStoragePrefix)
  // A session request waits for its first listener (see RequestQueue): one attaching lets it go.
  const events = createEmitter<SignClientEvents>({
    onListen: (event) => event === 'session_request' && queue.drain(),
  })
  const relay = new RelayClient({
    relayUrl: options.relayUrl,
    ...(options.projectId ? { projectId: options.projectId } : {}),
    ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
    ...(options.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.connectTimeoutMs }),
  })
  // No metadata (allowed by the official client) reads as empty metadata.
  const metadata = options.metadata ?? { name: '', description: '', url: '', icons: [] }
  const link = new LinkMode({
    metadata,
    storage,
    stores,
    ...(options.customStoragePrefix ? { prefix: options.customStoragePrefix } : {}),
    ...(options.linking ? { linking: options.linking } : {}),
  })
  const queue: RequestQueue = new RequestQueue({
    disabled: options.signConfig?.disableRequestQueue === true,
    isPending: (id) => stores.pendingRequest.has(id),
    hasListener: () => events.listenerCount('session_request') > 0,
    deliver: (request) => events.emit('session_request', request),
  })
  return {
    ...stores,
    options,
    metadata,
    events,
    relay,
    // Dropped messages (strangers, replays) are expected on a public relay: reported, never thrown.
    transport: new ProtocolTransport({
      relay,
      keyChain: stores.keyChain,
      history: stores.history,
      ...handlers,
      link: {
        appLinkFor: (topic) => link.appLinkFor(topic),
        open: (appLink, topic, envelope) => link.open(getLinkModeUrl(appLink, topic, envelope), options.name ?? ''),
      },
      onDrop: (topic, reason, error) => events.emit('message_dropped', { topic, reason, ...(error ? { error } : {}) }),
    }),
    deleted: new RecentlyDeleted<string | number>(),
    queue,
    connecting: new Map(),
    settling: new Map(),
    authenticating: new Map(),
    lastSync: new Map(),
    verify: { register: async () => '' },
    storage,
    pairingMethods: {},
    link,
  }
}

/**
 * Ends every wait on the peer with `error`: proposals' `approval()`, settlements, sign-ins' `response()`
 * and sent requests (`request()`, `ping()`). Used by `close()`, after which no timer or message would.
 *
 * @example
 * rejectWaits(context, new ClientClosedError())
 */
export function rejectWaits(context: ClientContext, error: Error): void {
  const waiters = [...context.connecting.values(), ...context.settling.values(), ...context.authenticating.values()]
  context.connecting.clear()
  context.settling.clear()
  context.authenticating.clear()
  for (const waiter of waiters) waiter.reject(error)
  context.transport.abandonAll(error)
}
