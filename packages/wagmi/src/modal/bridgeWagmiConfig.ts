import {
  addConnector,
  connect as modalConnect,
  connectionState,
  disconnect as modalDisconnect,
  removeConnector,
  type Connector as ModalConnector,
  type ConnectorType,
} from '@agentry/modal-core'
import { createEvmAdapter } from '@agentry/modal-core/evm'
import {
  connect,
  disconnect,
  getConnection,
  switchChain,
  watchConnection,
  watchConnectors,
  type Config,
  type Connector,
} from '@wagmi/core'
import { getAddress } from 'viem'

type ChainAdapter = NonNullable<ModalConnector['adapter']>
type AdapterConnection = Awaited<ReturnType<ChainAdapter['connect']>>

/** The modal connector id of a wagmi connector: its own id (an EIP-6963 wallet's is its rdns). */
export const modalConnectorId = (connector: Pick<Connector, 'id'>): string => connector.id

const typeOf = (connector: Connector): ConnectorType => {
  if (connector.type === 'walletConnect') return 'WALLET_CONNECT'
  if (connector.type === 'injected') return connector.rdns ? 'ANNOUNCED' : 'INJECTED'
  return 'EXTERNAL'
}

const toConnection = (accounts: readonly string[], chainId: number): AdapterConnection => ({
  accounts: accounts.map((address) => ({ namespace: 'eip155', address: getAddress(address), type: 'eoa' as const })),
  caipNetworkId: `eip155:${chainId}`,
})

/**
 * The modal's `ChainAdapter` for one wagmi connector: connecting, switching and disconnecting go through
 * wagmi's actions (so wagmi's state and hooks see them), signing and sending through the connector's
 * EIP-1193 provider, and wagmi's own changes to that connection reach the modal through `watch`.
 */
function adapterFor(config: Config, connector: Connector): ChainAdapter {
  const provider = {
    request: async (args: { method: string; params?: readonly unknown[] | object }) =>
      ((await connector.getProvider()) as { request(args: unknown): Promise<unknown> }).request(args),
  }
  const base = createEvmAdapter({ provider })
  const current = () => {
    const connection = getConnection(config)
    return connection.connector?.uid === connector.uid && connection.status === 'connected' ? connection : undefined
  }
  return {
    ...base,
    async connect({ network }) {
      const existing = current()
      if (existing) return toConnection(existing.addresses, existing.chainId)
      const chainId = network ? Number(network.id) : undefined
      const result = await connect(config, { connector, ...(chainId ? { chainId } : {}) })
      return toConnection(result.accounts, result.chainId)
    },
    async reconnect() {
      const existing = current()
      return existing ? toConnection(existing.addresses, existing.chainId) : undefined
    },
    async disconnect() {
      if (current()) await disconnect(config, { connector })
    },
    async switchNetwork({ network }) {
      await switchChain(config, { chainId: Number(network.id), connector })
    },
    watch({ onAccountsChanged, onDisconnect, onNetworkChanged }) {
      return watchConnection(config, {
        onChange(next, previous) {
          const mine = (value: typeof next) => value.connector?.uid === connector.uid && value.status === 'connected'
          if (mine(previous) && !mine(next)) return onDisconnect()
          if (!mine(next)) return
          if (next.addresses?.join() !== previous.addresses?.join())
            onAccountsChanged(toConnection(next.addresses ?? [], next.chainId ?? 0).accounts)
          if (next.chainId !== previous.chainId) onNetworkChanged?.(`eip155:${next.chainId}`)
        },
      })
    },
  }
}

/**
 * Makes a WalletConnect connector of the config the modal's WalletConnect entry: its QR code view connects
 * through wagmi with this connector (one pairing, one session, seen by wagmi's hooks), and shows the URI the
 * connector announces. The modal's own WalletConnect code loads only here, for configs that have one.
 */
function lendWalletConnect(connector: Connector, entry: ModalConnector): () => void {
  let stopped = false
  let release: () => void = () => {}
  // Loaded once; a failed load (a chunk the network lost) is reported, never left as an unhandled rejection.
  const loaded = import('@agentry/modal-core/walletconnect')
  const withEntry = (use: (entry: Awaited<typeof loaded>) => void) =>
    void loaded.then(use, (error: unknown) =>
      console.warn("[@agentry/wagmi] the modal's WalletConnect code did not load", error),
    )
  const show = (next: { uri: string | undefined; status: 'idle' | 'pairing' | 'connected' }) =>
    withEntry(({ walletConnectState }) => {
      Object.assign(walletConnectState, { ...next, error: undefined })
    })
  const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
    if (type === 'display_uri' && typeof data === 'string') show({ uri: data, status: 'pairing' })
  }
  // A URI is good for one pairing: once connected, or disconnected, it is gone.
  const onConnect = () => show({ uri: undefined, status: 'connected' })
  const onDisconnect = () => show({ uri: undefined, status: 'idle' })
  connector.emitter.on('message', onMessage)
  connector.emitter.on('connect', onConnect)
  connector.emitter.on('disconnect', onDisconnect)
  withEntry(({ setWalletConnectSource }) => {
    if (stopped) return
    const relayUrl = (connector as Connector & { relayUrl?: string }).relayUrl ?? 'walletconnect'
    release = setWalletConnectSource({ relayUrl, connector: async () => entry })
  })
  return () => {
    stopped = true
    connector.emitter.off('message', onMessage)
    connector.emitter.off('connect', onConnect)
    connector.emitter.off('disconnect', onDisconnect)
    release()
  }
}

export type BridgeWagmiConfigParameters = { config: Config }

/**
 * Lets the modal drive a dapp's own wagmi config: every connector of the config (EIP-6963 wallets that
 * wagmi discovers included) is listed in the modal, a connection made in the modal is made through
 * wagmi, and a connection made through wagmi is adopted by the modal; account and chain changes and
 * disconnects made on either side show on the other. Returns the function that stops the bridge.
 *
 * @example
 * initModal({ networks })
 * const stop = bridgeWagmiConfig({ config: wagmiConfig })
 */
export function bridgeWagmiConfig({ config }: BridgeWagmiConfigParameters): () => void {
  const listed = new Map<string, ModalConnector>()
  const stops: (() => void)[] = []
  const sync = (connectors: readonly Connector[]) => {
    const ids = new Set(connectors.map(modalConnectorId))
    for (const [id] of listed) {
      if (ids.has(id)) continue
      removeConnector(id)
      listed.delete(id)
    }
    for (const connector of connectors) {
      const id = modalConnectorId(connector)
      if (listed.has(id)) continue
      const adapter = adapterFor(config, connector)
      const entry: ModalConnector = {
        id,
        name: connector.name,
        type: typeOf(connector),
        chain: 'eip155',
        ...(connector.icon ? { imageUrl: connector.icon } : {}),
        info: {
          name: connector.name,
          ...(typeof connector.rdns === 'string' ? { rdns: connector.rdns } : {}),
          ...(connector.icon ? { icon: connector.icon } : {}),
        },
        adapter,
        // The modal's disconnect runs a connector's own teardown: end the connection in wagmi.
        disconnect: () => adapter.disconnect(),
      }
      listed.set(id, entry)
      addConnector(entry)
      if (connector.type === 'walletConnect') stops.push(lendWalletConnect(connector, entry))
    }
  }
  sync(config.connectors)
  const adopt = () => {
    const connection = getConnection(config)
    if (connection.status !== 'connected' || !connection.connector) return
    const id = modalConnectorId(connection.connector)
    const known = connectionState.connections.some((existing) => existing.connectorId === id)
    if (!known && listed.has(id)) void modalConnect({ connectorId: id }).catch(() => undefined)
  }
  stops.push(
    watchConnectors(config, { onChange: sync }),
    watchConnection(config, {
      onChange(next, previous) {
        adopt()
        // A wagmi disconnect of a connection the modal keeps ends it in the modal too.
        const id = previous.connector && modalConnectorId(previous.connector)
        if (previous.status === 'connected' && next.status === 'disconnected' && id) {
          if (connectionState.connections.some((existing) => existing.connectorId === id))
            void modalDisconnect({ connectorId: id }).catch(() => undefined)
        }
      },
    }),
  )
  adopt()
  return () => {
    for (const stop of stops) stop()
    for (const [id] of listed) removeConnector(id)
    listed.clear()
  }
}
