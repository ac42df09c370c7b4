import { ref } from 'valtio/vanilla'
import { ALERTS } from '../alerts/alerts.js'
import { showAlertOnce } from '../alerts/showAlertOnce.js'
import { watchServerMessages } from '../alerts/watchServerMessages.js'
import { chainState, DEFAULT_NAMESPACE } from '../chain/chainState.js'
import { ensureChainState } from '../chain/ensureChainState.js'
import { resolveActiveNamespace, resolveNetworkState } from '../chain/resolveNetworkState.js'
import type { ChainNamespace } from '../caip/types.js'
import { ConfigError } from '../errors/ConfigError.js'
import { startSiwxRefresh, stopSiwxRefresh } from '../siwx/siwxRefresh.js'
import { deepCopy } from '../utils/deepCopy.js'
import { defaultFeatures } from '../options/defaultFeatures.js'
import { DEFAULT_SERVICE_URLS, optionsState } from '../options/optionsState.js'
import type { DataSources, ModalOptions, NamesSource } from '../options/types.js'

/** One chain state per configured namespace; a connected namespace keeps its network until it disconnects. */
function syncNamespaces(): void {
  const namespaces = new Set<ChainNamespace>(optionsState.networks.map((network) => network.chainNamespace))
  for (const namespace of Object.keys(chainState.chains) as ChainNamespace[]) {
    if (
      namespace !== DEFAULT_NAMESPACE &&
      !namespaces.has(namespace) &&
      !chainState.chains[namespace]?.accountState.address
    ) {
      Reflect.deleteProperty(chainState.chains, namespace)
    }
  }
  let connected = false
  for (const namespace of namespaces) {
    const chain = ensureChainState(namespace)
    if (chain.accountState.address) connected = true
    else Object.assign(chain.networkState, resolveNetworkState(namespace))
  }
  if (!connected) chainState.activeNamespace = resolveActiveNamespace()
}

/** The host's URL without query, fragment or trailing slash (the frame is `<hostUrl>/frame`); throws unless http(s). */
function readEmbeddedWalletHost(hostUrl: unknown): { hostUrl: string } {
  let url: URL | undefined
  try {
    url = typeof hostUrl === 'string' ? new URL(hostUrl) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ConfigError('`embeddedWallet.hostUrl` must be an http:// or https:// URL', {
      details: `got ${JSON.stringify(hostUrl)}`,
    })
  return { hostUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, '') }
}

/**
 * Sets the modal options (calling it again replaces them) and the starting network. With sign-in
 * configured, the session is read now and nonce and session every 5 minutes (in the browser only).
 * Wallet discovery and the start-up sync are separate: `watchInjectedConnectors()`, `syncConnection()`.
 * Without `projectId` the modal works fully; with `debug` on, the 'Project ID Not Configured' alert shows once.
 *
 * @throws ConfigError when both `siweConfig` and `siwx` are given, no network is, `embeddedWallet.hostUrl`
 * is not an http(s) URL, or `dataSources.names` is neither a kind nor a names source. (`walletConnect` is checked by `setUpWalletConnect`, which uses it, so its check
 * stays out of the first load.)
 * @example
 * initModal({ networks: [createLocalDevChain({ rpcUrl }), ethereumMainnet], defaultNetwork: ethereumMainnet })
 */
export function initModal(options: ModalOptions): void {
  if (options.siwx && options.siweConfig) throw new ConfigError()
  if (!options.networks?.length) throw new ConfigError('At least one network is required')
  const names = readNamesSource(options.dataSources?.names)
  const embeddedWallet = options.embeddedWallet ? readEmbeddedWalletHost(options.embeddedWallet.hostUrl) : undefined
  stopSiwxRefresh()
  const siwx = options.siwx ?? options.siweConfig
  // A missing project id never blocks: the app runs with no vendor account, so only a developer in
  // debug mode is told, once.
  const projectId =
    typeof options.projectId === 'string' && options.projectId.trim() ? options.projectId.trim() : undefined
  const debug = options.debug === true
  Object.assign(optionsState, {
    initialized: true,
    networks: options.networks.map((network) => deepCopy(network)),
    defaultNetwork: options.defaultNetwork ? deepCopy(options.defaultNetwork) : undefined,
    metadata: options.metadata ? deepCopy(options.metadata) : undefined,
    siwx: siwx ? ref(siwx) : undefined,
    connectMethodsOrder: options.connectMethodsOrder ? [...options.connectMethodsOrder] : undefined,
    features: { ...deepCopy(defaultFeatures), ...options.features },
    featuredWalletIds: [...(options.featuredWalletIds ?? [])],
    includeWalletIds: [...(options.includeWalletIds ?? [])],
    excludeWalletIds: [...(options.excludeWalletIds ?? [])],
    enableEIP6963: options.enableEIP6963 ?? true,
    enableInjected: options.enableInjected ?? true,
    isMobile: options.isMobile ? ref(options.isMobile) : undefined,
    embedded: options.embedded ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    defaultAccountTypes: { ...options.defaultAccountTypes },
    projectId,
    serviceUrls: { ...DEFAULT_SERVICE_URLS, ...options.serviceUrls },
    tokens: deepCopy(options.tokens ?? {}),
    // The dapp's own names source is kept as it is (methods, not state): never made a proxy.
    dataSources: { ...options.dataSources, ...(names && { names }) },
    nameZone: options.nameZone?.trim().replace(/^\./, '') || 'reown.id',
    debug,
    walletConnect: options.walletConnect ? { relayUrl: options.walletConnect.relayUrl } : undefined,
    embeddedWallet,
    wallets: deepCopy(options.wallets ?? {}),
  })
  syncNamespaces()
  if (!projectId) showAlertOnce(ALERTS.projectIdNotConfigured, { debug })
  watchServerMessages()
  // Not during server rendering: an interval there would outlive the request.
  if (siwx && typeof window !== 'undefined') startSiwxRefresh(siwx)
}

/** `dataSources.names` checked: a kind passes as it is, the dapp's own source is wrapped in `ref`. */
function readNamesSource(names: DataSources['names']): (NamesSource & object) | undefined {
  if (names === undefined || names === 'hosted' || names === 'chain') return undefined
  const source = names as Partial<NamesSource> | null
  if (source && typeof source.getIdentity === 'function' && typeof source.resolveAddress === 'function')
    return ref(source as NamesSource)
  throw new ConfigError(
    "`dataSources.names` must be 'hosted', 'chain' or a names source (getIdentity and resolveAddress)",
  )
}
