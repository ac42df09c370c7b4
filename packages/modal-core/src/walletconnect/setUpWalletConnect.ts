import { RelayConnectTimeoutError, SignClient, type KeyValueStorage, type SessionStruct } from '@agentry/sign-client'
import { addConnector, getConnector, removeConnector } from '../connectors/connectorsState.js'
import type { Connector } from '../connectors/types.js'
import type { GrantedConnection, MultiNamespaceConnector } from '../connection/grantedConnections.js'
import { readConnectorWallet } from '../connection/readConnectorWallet.js'
import { syncConnection } from '../flows/syncConnection.js'
import { BaseError } from '../errors/BaseError.js'
import { WalletConnectUnavailableError } from '../errors/walletConnectErrors.js'
import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { configuredChains, createWalletConnectProvider } from './walletConnectProvider.js'
import { showWalletConnectPeer } from './walletConnectState.js'
import { getWalletConnectSource } from './walletConnectSource.js'
import type { WalletConnectSolanaWallet } from './createWalletConnectSolanaWallet.js'
import { pairWalletConnect } from './pairWalletConnect.js'
import {
  configuredSolanaChains,
  exposeWalletConnectSolana,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
} from './exposeWalletConnectSolana.js'
import { DEFAULT_SET_UP_TIMEOUT_MS, withinBound, type Bound } from './withinBound.js'
import { assertWalletConnectOptions } from './assertWalletConnectOptions.js'
import { isWalletConnectEvmConnected, WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnectorId.js'

export { WALLET_CONNECT_CONNECTOR_ID } from './walletConnectConnectorId.js'

export type SetUpWalletConnectParameters = {
  /** Where sessions are kept across reloads; the browser's storage by default. */
  storage?: KeyValueStorage
  /**
   * How long start-up may take, relay connection included, before it rejects with
   * `WalletConnectUnavailableError`. Default 10 000 ms.
   */
  timeoutMs?: number
}

let current: Promise<Connector> | undefined

/** Whether the app asked for exactly its configured eip155 and solana chains when it requested `session`. */
function coversConfiguredChains(session: SessionStruct): boolean {
  const asked = new Set(
    (['eip155', 'solana'] as const).flatMap((namespace) => [
      ...(session.requiredNamespaces[namespace]?.chains ?? []),
      ...(session.optionalNamespaces[namespace]?.chains ?? []),
    ]),
  )
  const wanted = new Set([...configuredChains(), ...configuredSolanaChains()])
  return asked.size === wanted.size && [...asked].every((chain) => wanted.has(chain))
}

/**
 * Turns WalletConnect on (the app gave `walletConnect: { relayUrl }` to `initModal`): starts the Sign
 * client, restores a session kept from an earlier visit and registers the `walletConnect` connector.
 * A kept session reconnects at once; one that was requested for other chains than the app's networks
 * now is ended, so the next connect asks again (spec section 4). Call it once at start-up; later calls return the same connector.
 * When the app has Solana networks the session also asks for the `solana` namespace; the solana
 * accounts a wallet approves are connected through the `walletConnectSolana` connector (see
 * `createWalletConnectSolanaWallet`), shown when a Solana network is active.
 *
 * Start-up never hangs: it settles within `timeoutMs` (10 s by default). When the relay cannot be
 * reached it rejects with `WalletConnectUnavailableError`, the client it started is closed, and the
 * next call tries again.
 *
 * @throws BaseError ('WalletConnectConnector not found') when WalletConnect is not configured |
 * WalletConnectConfigError for a missing `relayUrl` or one that is not a ws:// or wss:// URL, or a
 * `timeoutMs` that is not a positive number | WalletConnectUnavailableError when the relay was not reached within `timeoutMs`
 * @example
 * initModal({ networks, walletConnect: { relayUrl: 'wss://relay.example.org' } })
 * await setUpWalletConnect().catch((error) => {
 *   if (error instanceof WalletConnectUnavailableError) console.warn(error.shortMessage) // offer a retry
 * })
 * await connect({ connectorId: 'walletConnect' }) // the ConnectingWalletConnect view shows walletConnectState.uri
 */
export function setUpWalletConnect(parameters: SetUpWalletConnectParameters = {}): Promise<Connector> {
  const source = getWalletConnectSource()
  current ??= (source ? source.connector() : startWithinBound(parameters)).catch((error: unknown) => {
    current = undefined
    throw error
  })
  return current
}

/** Forgets the started client (tests, or an app tearing the modal down). */
export async function tearDownWalletConnect(): Promise<void> {
  const started = current
  current = undefined
  const connector = await started?.catch(() => undefined)
  await (connector as (Connector & { close?: () => Promise<void> }) | undefined)?.close?.()
}

/** Checks the options before anything connects, then starts the client within the bound. */
async function startWithinBound({ storage, timeoutMs = DEFAULT_SET_UP_TIMEOUT_MS }: SetUpWalletConnectParameters) {
  if (!optionsState.walletConnect)
    throw new BaseError('WalletConnectConnector not found', {
      code: 'WALLET_CONNECT_NOT_CONFIGURED',
      metaMessages: ['Give `walletConnect: { relayUrl }` to `initModal`.'],
    })
  const relayUrl = optionsState.walletConnect.relayUrl
  assertWalletConnectOptions({ relayUrl, timeoutMs })
  return withinBound((bound) => start(relayUrl, storage, bound), { relayUrl, timeoutMs })
}

async function start(relayUrl: string, storage: KeyValueStorage | undefined, bound: Bound): Promise<Connector> {
  const metadata = optionsState.metadata ?? {
    name: 'App',
    description: '',
    url: typeof location === 'undefined' ? 'http://localhost' : location.origin,
    icons: [],
  }
  const client = await SignClient.init({
    relayUrl,
    metadata,
    ...(optionsState.projectId ? { projectId: optionsState.projectId } : {}),
    ...(storage ? { storage } : {}),
    connectTimeoutMs: bound.remainingMs(),
  })
  // A client that arrives after the bound passed is not used: the caller was told it failed.
  bound.onExpired(() => void client.close().catch((error: unknown) => logQuietly('WALLETCONNECT_CLOSE_FAILED', error)))
  bound.check()
  // The Sign client connects on first use; start-up connects now, within the bound, so that an
  // unreachable relay is reported here (the view offers a retry) and a kept session can be used at
  // once. The relay connection gives up at the bound too, so its own error is the cause.
  await client.relay.connect().catch(async (error: unknown) => {
    await client.close().catch((closing: unknown) => logQuietly('WALLETCONNECT_CLOSE_FAILED', closing))
    throw error instanceof RelayConnectTimeoutError
      ? new WalletConnectUnavailableError({ relayUrl, timeoutMs: bound.timeoutMs, cause: error })
      : error
  })
  bound.check()
  // A kept session: taken back if it covers the app's networks, ended (and asked again later) if not.
  const kept = client.session.getAll().sort((a, b) => b.expiry - a.expiry)[0]
  const keep = kept && coversConfiguredChains(kept)
  if (kept && !keep)
    await client
      .disconnect({ topic: kept.topic })
      .catch((error: unknown) => logQuietly('WALLETCONNECT_DROP_FAILED', error))
  // The one provider: it alone listens to the client's session events; the connector follows its events.
  const provider = createWalletConnectProvider({ client, kept: keep ? kept : undefined })
  let solana: WalletConnectSolanaWallet | undefined
  const releaseSolana = () => {
    solana?.close()
    solana = undefined
  }
  const exposeSolana = async (session: SessionStruct, connect: boolean) => {
    releaseSolana()
    solana = await exposeWalletConnectSolana({ client, session, connect })
  }
  const exposeSolanaQuietly = (session: SessionStruct, connect: boolean) =>
    exposeSolana(session, connect).catch((error: unknown) => logQuietly('WALLETCONNECT_SOLANA_FAILED', error))
  provider.on('disconnect', () => {
    releaseSolana()
    showWalletConnectPeer(undefined)
  })
  provider.on('session_update', ({ topic }: { topic: string }) => {
    const session = provider.session
    if (!session) return
    showWalletConnectPeer(session)
    // The wallet follows its own session; a session that gains solana accounts gets one now, connected
    // beside the EVM connection when there is one.
    if (solana?.topic !== topic) void exposeSolanaQuietly(session, isWalletConnectEvmConnected())
  })
  let adopting: Promise<void> | undefined
  /** Pairs (the provider then holds the session), then hands it to the Solana side; a second connect meanwhile waits for it. */
  const pairAndAdopt = () =>
    (adopting ??= (async () => {
      const session = await pairWalletConnect(client, provider)
      await exposeSolanaQuietly(session, false)
      showWalletConnectPeer(session)
    })().finally(() => (adopting = undefined)))
  /** The namespaces the session (asked for now when there is none) granted, each under its connector. */
  const connectNamespaces = async (): Promise<GrantedConnection[]> => {
    // One way: pair (when there is no session), then read the session the provider holds; the provider never pairs.
    if (!provider.session) await pairAndAdopt()
    // A solana-only session has no eip155 accounts to ask for.
    const evm = provider.session?.namespaces.eip155
      ? await readConnectorWallet(connector, { prompt: true })
      : { accounts: [], chainId: 0 }
    const solanaConnector = solana && getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
    const onSolana = solanaConnector
      ? await readConnectorWallet(solanaConnector, { prompt: false })
      : { accounts: [], chainId: 0 }
    const grants: GrantedConnection[] = [
      ...(evm.accounts.length
        ? [{ connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155' as const, ...evm }]
        : []),
      ...(solanaConnector && onSolana.accounts.length
        ? [{ connectorId: solanaConnector.id, namespace: 'solana' as const, ...onSolana }]
        : []),
    ]
    // A session the app can use for nothing is not kept.
    if (grants.length === 0) await connector.disconnect!()
    return grants
  }
  const connector: MultiNamespaceConnector & { close(): Promise<void> } = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    provider,
    // The provider ends the session and emits `disconnect`, which releases the Solana side (above).
    disconnect: () =>
      provider.disconnect().catch((error: unknown) => logQuietly('WALLETCONNECT_DISCONNECT_FAILED', error)),
    connectNamespaces,
    close: async () => {
      await provider.close()
      await client.close()
    },
  }
  bound.check()
  if (!getConnector(WALLET_CONNECT_CONNECTOR_ID)) addConnector(connector)
  bound.onExpired(() => {
    if (getConnector(WALLET_CONNECT_CONNECTOR_ID) === connector) removeConnector(WALLET_CONNECT_CONNECTOR_ID)
  })
  if (provider.session) {
    showWalletConnectPeer(provider.session)
    await exposeSolanaQuietly(provider.session, false)
  }
  // A kept session reconnects like a browser wallet at start-up (the start-up sync ran before these connectors existed).
  if (provider.session) await syncConnection()
  return connector
}
