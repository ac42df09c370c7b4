import type { AccountType, CaipNetwork, ChainNamespace } from '../caip/types.js'
import type { SiwxConfig } from './siwxConfig.js'
import type { WalletListOptions } from './walletListTypes.js'
import { createStore } from '../utils/createStore.js'
import { defaultFeatures } from './defaultFeatures.js'
import type { ConnectMethod, DataSources, Features, Metadata, ServiceUrls, TokenListEntry } from './types.js'

/** The resolved options (`initModal` fills it). Hooks are stored as valtio `ref`s. */
export type OptionsState = {
  initialized: boolean
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork | undefined
  metadata: Metadata | undefined
  siwx: SiwxConfig | undefined
  connectMethodsOrder: ConnectMethod[] | undefined
  features: Features
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  enableEIP6963: boolean
  enableInjected: boolean
  isMobile: (() => boolean) | undefined
  embedded: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  /** Undefined when not given or blank. */
  projectId: string | undefined
  serviceUrls: ServiceUrls
  tokens: Record<string, TokenListEntry[]>
  /** The sources the app picked; a feature not named here takes the default (hosted with a project id). */
  dataSources: DataSources
  nameZone: string
  debug: boolean
  /** The WalletConnect relay, when the app enabled WalletConnect. */
  walletConnect: { relayUrl: string } | undefined
  /** Our own embedded-wallet host (no trailing slash), when the app gave one. */
  embeddedWallet: { hostUrl: string } | undefined
  /** The app's changes to the curated wallet list. */
  wallets: WalletListOptions
}

/** The hosted services' default hosts (reached only when a project id is configured). */
export const DEFAULT_SERVICE_URLS: ServiceUrls = {
  blockchainApi: 'https://rpc.walletconnect.org',
  walletDirectory: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  embeddedWallet: 'https://secure.walletconnect.org/sdk',
}

const store = /* @__PURE__ */ createStore<OptionsState>({
  initialized: false,
  networks: [],
  defaultNetwork: undefined,
  metadata: undefined,
  siwx: undefined,
  connectMethodsOrder: undefined,
  features: defaultFeatures,
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  enableEIP6963: true,
  enableInjected: true,
  isMobile: undefined,
  embedded: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  defaultAccountTypes: {},
  projectId: undefined,
  serviceUrls: DEFAULT_SERVICE_URLS,
  tokens: {},
  dataSources: {},
  nameZone: 'reown.id',
  debug: false,
  walletConnect: undefined,
  embeddedWallet: undefined,
  wallets: {},
})

/**
 * The resolved modal options.
 *
 * @example
 * import { subscribe } from 'valtio/vanilla'
 * subscribe(optionsState, () => console.info(optionsState.networks.length))
 */
export const optionsState: OptionsState = store.state

/** Restores the initial options. */
export const resetOptionsState: () => void = store.reset
