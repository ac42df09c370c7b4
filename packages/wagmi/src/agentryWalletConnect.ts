import type { ProviderRpcError, WalletConnectProvider, WalletConnectProviderOptions } from '@agentry/provider'
import { ChainNotConfiguredError, createConnector, type Transport } from '@wagmi/core'
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address, type Chain } from 'viem'
import { NoSessionToReconnectError } from './errors.js'

export type AgentryWalletConnectParameters = Omit<WalletConnectProviderOptions, 'rpcMap' | 'namespace'> & {
  /** RPC URLs by chain id; by default each chain's transport URL, else its first default http URL. */
  rpcMap?: Readonly<Record<number, string>>
  /** The connector's id in the config (default `agentryWalletConnect`), for a second instance. */
  id?: string
  /** Its name in a wallet list (default `WalletConnect`). */
  name?: string
  /** Its icon (a data: or https: URL). */
  icon?: string
}

/** What the connector adds to wagmi's contract: the chains it asked for, and its relay (the modal bridge reads it). */
type Properties = { readonly requestedChains: number[]; readonly relayUrl: string }

const REJECTED = /user rejected|rejected the request|connection request reset/i

/** The first http(s) URL of a chain: its transport's, else its default RPC's. */
function rpcUrlOf(chain: Chain, transport: Transport | undefined): string | undefined {
  try {
    const url = (transport?.({ chain }) as { value?: { url?: unknown } } | undefined)?.value?.url
    if (typeof url === 'string' && /^https?:/.test(url)) return url
  } catch {
    // A transport that cannot be built without a client is skipped.
  }
  return chain.rpcUrls.default.http[0]
}

const chainNumber = (caip2: string | undefined): number | undefined =>
  caip2?.startsWith('eip155:') ? Number(caip2.slice('eip155:'.length)) : undefined

/**
 * The provider and its sign-client (about 45 KB gzip with their curves and ciphers) are loaded by the
 * connector's `setup`, which wagmi runs when the config mounts: they stay out of the dapp's first load, and
 * are in by the time a user picks WalletConnect. A failed load rejects `getProvider` (and so `connect`)
 * with the import's error, and the next call tries again.
 */
const loadProvider = () => import('@agentry/provider')
let loaded: Awaited<ReturnType<typeof loadProvider>> | undefined

const isRejection = (error: unknown) =>
  (error as { code?: unknown })?.code === 4001 ||
  (error as { code?: unknown })?.code === 5000 ||
  REJECTED.test(String((error as Error)?.message))

/**
 * A wagmi 3 connector for WalletConnect over `@agentry/provider`: any relay, no vendor code. The pairing
 * URI arrives as a connector `message` of type `display_uri` (and as the provider's `display_uri`).
 *
 * @example
 * const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [agentryWalletConnect({ relayUrl: 'wss://relay.example.org', metadata })],
 *   transports: { [mainnet.id]: http() },
 * })
 * config.connectors[0].emitter.on('message', ({ type, data }) => type === 'display_uri' && showQrCode(data))
 * await connect(config, { connector: config.connectors[0] })
 */
export function agentryWalletConnect(parameters: AgentryWalletConnectParameters) {
  type Listener = (...args: never[]) => void
  let providerPromise: Promise<WalletConnectProvider> | undefined
  let listening: [string, Listener][] = []
  let current: WalletConnectProvider | undefined

  return createConnector<WalletConnectProvider, Properties>((config) => {
    const rpcMap = (): Record<number, string> => {
      const map: Record<number, string> = {}
      for (const chain of config.chains) {
        const url = parameters.rpcMap?.[chain.id] ?? rpcUrlOf(chain, config.transports?.[chain.id])
        if (url) map[chain.id] = url
      }
      return map
    }
    const connector = {
      id: parameters.id ?? 'agentryWalletConnect',
      name: parameters.name ?? 'WalletConnect',
      type: 'walletConnect',
      ...(parameters.icon ? { icon: parameters.icon } : {}),
      requestedChains: [] as number[],
      relayUrl: parameters.relayUrl,

      async setup() {
        const provider = await this.getProvider().catch(() => undefined)
        // A session made elsewhere on the same provider (the modal, for one) reaches wagmi as `connect`.
        provider?.on('connect', this.onConnect.bind(this) as Listener)
      },

      async connect({
        chainId,
        isReconnecting,
        withCapabilities,
      }: {
        chainId?: number | undefined
        isReconnecting?: boolean | undefined
        withCapabilities?: boolean | undefined
      } = {}) {
        const provider = await this.getProvider()
        const onUri = (uri: string) => config.emitter.emit('message', { type: 'display_uri', data: uri })
        provider.on('display_uri', onUri)
        try {
          if (!provider.session) {
            if (isReconnecting) throw new NoSessionToReconnectError()
            const target = chainId ?? config.chains[0].id
            const chains = [target, ...config.chains.map(({ id }) => id).filter((id) => id !== target)]
            this.requestedChains = chains
            await provider.connect({ optionalChains: chains })
          }
          let current = await this.getChainId()
          if (chainId && current !== chainId) current = (await this.switchChain({ chainId })).id
          const accounts = await this.getAccounts()
          listen(provider)
          return {
            accounts: (withCapabilities
              ? accounts.map((address) => ({ address, capabilities: {} }))
              : accounts) as never,
            chainId: current,
          }
        } catch (error) {
          if (isRejection(error)) throw new UserRejectedRequestError(error as Error)
          throw error
        } finally {
          provider.removeListener('display_uri', onUri)
        }
      },

      async disconnect() {
        const provider = await this.getProvider()
        unlisten(provider)
        await provider.disconnect().catch((error: unknown) => {
          if (!/No matching key/i.test(String((error as Error)?.message))) throw error
        })
      },

      async getAccounts() {
        const provider = await this.getProvider()
        return provider.accounts.map((address) => getAddress(address)) as readonly Address[]
      },

      async getChainId() {
        const provider = await this.getProvider()
        return chainNumber(provider.chainId) ?? config.chains[0].id
      },

      async getProvider({ chainId }: { chainId?: number | undefined } = {}) {
        providerPromise ??= loadProvider()
          .then((module) => {
            loaded = module
            return module.WalletConnectProvider.init({ ...parameters, rpcMap: rpcMap() })
          })
          .catch((error: unknown) => {
            providerPromise = undefined
            throw error
          })
        const provider = await providerPromise
        current = provider
        // Signing actions ask for the provider on their chain: move there first, as the official connector does.
        if (chainId && provider.session && chainNumber(provider.chainId) !== chainId)
          await this.switchChain({ chainId })
        return provider
      },

      async isAuthorized() {
        try {
          const provider = await this.getProvider()
          return Boolean(provider.session) && provider.accounts.length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find(({ id }) => id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const provider = await this.getProvider()
        // wagmi's state follows the `change` event: resolve only once it has been emitted for this chain.
        const changed = new Promise<void>((resolve) => {
          const listener = ({ chainId: next }: { chainId?: number | undefined }) => {
            if (next !== chainId) return
            config.emitter.off('change', listener)
            resolve()
          }
          config.emitter.on('change', listener)
        })
        try {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chainId.toString(16)}` }],
          })
          await changed
          return chain
        } catch (error) {
          if (isRejection(error)) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as ProviderRpcError)
        }
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
      },

      onChainChanged(chain: string) {
        // Only the provider emits this, so its module is loaded.
        config.emitter.emit('change', { chainId: chainNumber(loaded!.toCaip2(chain))! })
      },

      async onConnect(info: { chainId: string }) {
        const provider = await this.getProvider()
        listen(provider)
        config.emitter.emit('connect', { accounts: await this.getAccounts(), chainId: Number(info.chainId) })
      },

      onDisconnect() {
        unlisten(current)
        config.emitter.emit('disconnect')
      },
    }
    const listen = (provider: WalletConnectProvider) => {
      unlisten(provider)
      listening = [
        ['accountsChanged', connector.onAccountsChanged.bind(connector) as Listener],
        ['chainChanged', connector.onChainChanged.bind(connector) as Listener],
        ['disconnect', connector.onDisconnect.bind(connector) as Listener],
      ]
      for (const [event, listener] of listening) provider.on(event, listener)
    }
    const unlisten = (provider: WalletConnectProvider | undefined) => {
      for (const [event, listener] of listening) provider?.removeListener(event, listener)
      listening = []
    }
    return connector
  })
}
