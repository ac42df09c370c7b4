import { createEmitter, type Emitter } from '../core/createEmitter.js'
import { expirerTarget } from '../core/expirerTarget.js'
import type { RelayDisconnect, RelayMessage } from '../relay/relayClient.js'
import type { KeyValueStorage } from '../storage/KeyValueStorage.js'
import type { AuthPayload } from '../types/cacao.js'
import { formatAuthMessage } from './auth/cacao.js'
import type { ClientContext } from './context/context.js'
import { RPC_OPTIONS } from './transport/rpcOptions.js'
import type { PendingRequestStruct } from '../types/protocol.js'

/** Every protocol method, registered on pairings by default (as the official client's init does). */
const PROTOCOL_METHODS = Object.keys(RPC_OPTIONS)

// The official client's `core` and `engine` objects, as far as a dapp or wallet (and the official test
// suite's set-up) reaches into them: the relayer's events, connection state and transport, the expirer,
// the keychain, the storage, the verify hook and the request queue. Each part is a view of this client's
// own machinery; nothing here runs a protocol of its own.

/** The states of the wallet's request queue, as the official engine names them. */
export const ENGINE_QUEUE_STATES = { idle: 'IDLE', active: 'ACTIVE' } as const

/** The storage key of a wallet's chosen deep link; it is removed when a session is disconnected. */
export const WALLETCONNECT_DEEPLINK_CHOICE = 'WALLETCONNECT_DEEPLINK_CHOICE'

/** Relayer event names as the official core emits them. */
export const RELAYER_EVENTS = {
  message: 'relayer_message',
  publish: 'relayer_publish',
  connect: 'relayer_connect',
  disconnect: 'relayer_disconnect',
} as const

type RelayerEvents = {
  relayer_message: RelayMessage
  relayer_publish: { method: string; params: Record<string, unknown>; topic?: string; message?: string; tag?: number }
  relayer_connect: undefined
  relayer_disconnect: RelayDisconnect
}

/** The official core's shape, over this client's relay, stores and keys. */
export type SignClientCore = {
  /** The client's name (`options.name`). */
  readonly name: string
  readonly events: Emitter<Record<string, unknown>>
  readonly storage: KeyValueStorage
  readonly relayer: {
    readonly events: Emitter<RelayerEvents>
    on: Emitter<RelayerEvents>['on']
    once: Emitter<RelayerEvents>['once']
    off: Emitter<RelayerEvents>['off']
    readonly connected: boolean
    /** Closes the WebSocket; the next call or `restartTransport()` opens it again. */
    transportClose(): Promise<void>
    /** Opens the WebSocket again (after `transportClose()`) and subscribes to every topic. */
    restartTransport(): Promise<void>
    readonly publisher: { publishTimeout: number }
    readonly subscriber: { readonly events: Emitter<Record<string, unknown>> }
    readonly provider: undefined
  }
  readonly heartbeat: { stop(): void }
  readonly expirer: {
    /** Every target (`topic:…`, `id:…`) with an expiry. */
    readonly keys: string[]
    /** The expiry of a topic or id (`{ target, expiry }`, unix seconds). */
    get(key: string | number): { target: string; expiry: number }
    has(key: string | number): boolean
  }
  readonly crypto: {
    readonly keychain: { has(tag: string): boolean; get(tag: string): string; del(tag: string): Promise<void> }
    getClientId(): Promise<string>
  }
  readonly verify: ClientContext['verify']
  readonly pairing: {
    readonly events: Emitter<Record<string, unknown>>
    registeredMethods: string[]
    register(params: { methods: string[] }): void
  }
  /** The universal links of peer apps this one may reach in link mode. */
  readonly linkModeSupportedApps: string[]
  /** Ours, not the official client's: how many pending sign-ins are answered by link (one per such sign-in). */
  readonly linkModeRoutes: number
  /** Adds a peer app's universal link to the supported-apps list (kept in storage). */
  addLinkModeSupportedApp(universalLink: string): Promise<void>
}

/**
 * The official `core` object's shape over one client's context.
 *
 * @example
 * const core = createCore(context, storage)
 * core.relayer.on('relayer_message', ({ topic, attestation }) => log(topic, attestation))
 */
export function createCore(context: ClientContext, storage: KeyValueStorage): SignClientCore {
  const relayerEvents = createEmitter<RelayerEvents>()
  const relay = context.relay
  relay.on('message', (message) => relayerEvents.emit(RELAYER_EVENTS.message, { attestation: '', ...message }))
  relay.on('connect', () => relayerEvents.emit(RELAYER_EVENTS.connect, undefined))
  relay.on('disconnect', (reason) => relayerEvents.emit(RELAYER_EVENTS.disconnect, reason))
  // As the official relayer reports a publish: the relay method, its params, and its ttl/tag/prompt at the top.
  relay.on('publish', ({ method, params }) => relayerEvents.emit(RELAYER_EVENTS.publish, { method, params, ...params }))
  const { pairingMethods } = context
  const pairing = {
    events: createEmitter<Record<string, unknown>>(),
    /** What `register` added; set to `[]` and registered again, it narrows what pairings answer. */
    get registeredMethods(): string[] {
      return pairingMethods.registered ?? [...PROTOCOL_METHODS]
    },
    set registeredMethods(methods: string[]) {
      pairingMethods.registered = [...methods]
    },
    register({ methods }: { methods: string[] }) {
      pairing.registeredMethods = [...new Set([...pairing.registeredMethods, ...methods])]
    },
  }
  return {
    name: context.options.name ?? '',
    events: createEmitter(),
    storage,
    relayer: {
      events: relayerEvents,
      on: relayerEvents.on,
      once: relayerEvents.once,
      off: relayerEvents.off,
      get connected() {
        return relay.connected
      },
      transportClose: () => relay.disconnectTransport(),
      restartTransport: () => relay.connect(),
      publisher: { publishTimeout: 0 },
      subscriber: { events: createEmitter() },
      provider: undefined,
    },
    heartbeat: { stop: () => undefined },
    expirer: {
      get keys() {
        return context.expirer.targets()
      },
      get: (key) => ({ target: expirerTarget(key), expiry: context.expirer.get(key) }),
      has: (key) => context.expirer.has(key),
    },
    crypto: {
      keychain: {
        has: (tag) => context.keyChain.has(tag),
        get: (tag) => context.keyChain.get(tag),
        del: async (tag) => void (await context.keyChain.delete(tag)),
      },
      getClientId: async () => relay.clientId,
    },
    verify: context.verify,
    pairing,
    get linkModeSupportedApps() {
      return context.link.supportedApps
    },
    get linkModeRoutes() {
      return context.link.routes
    },
    addLinkModeSupportedApp: (universalLink) => context.link.addSupportedApp(universalLink),
  }
}

/** The official `engine` object's shape, for the parts a caller reaches. */
export type SignClientEngine = {
  formatAuthMessage(params: { request: AuthPayload; iss: string }): string
  /** The wallet's incoming request queue: `IDLE` or `ACTIVE` (a request handed over, not yet answered). */
  readonly sessionRequestQueue: { readonly state: 'IDLE' | 'ACTIVE' }
  /** Emits `session_request` for a request, once per request id. */
  emitSessionRequest(request: PendingRequestStruct): void
  /** The sessions and proposals deleted lately (using one again gets 'Record was recently deleted'). */
  readonly recentlyDeletedMap: { readonly size: number; clear(): void }
  readonly recentlyDeletedLimit: number
  addToRecentlyDeleted(key: string | number, kind: string): void
}

/**
 * The official `engine` object's shape over one client's context.
 *
 * @example
 * createEngine(context).sessionRequestQueue.state // 'idle'
 */
export function createEngine(context: ClientContext): SignClientEngine {
  const emitted = new Set<number>()
  return {
    formatAuthMessage,
    sessionRequestQueue: {
      get state() {
        return context.queue.active ? ENGINE_QUEUE_STATES.active : ENGINE_QUEUE_STATES.idle
      },
    },
    emitSessionRequest: (request) => {
      if (emitted.has(request.id)) return
      emitted.add(request.id)
      if (emitted.size > 1000) emitted.delete(emitted.values().next().value!)
      context.events.emit('session_request', request)
    },
    recentlyDeletedMap: context.deleted,
    recentlyDeletedLimit: context.deleted.limit,
    addToRecentlyDeleted: (key) => context.deleted.add(key),
  }
}
