import type { WalletListOptions } from './walletListTypes.js'
import type { AccountType, CaipNetwork, ChainNamespace } from '../caip/types.js'
import type { SiwxConfig } from './siwxConfig.js'

/** Ways of connecting offered on the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

/** The account actions the Account view offers. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Feature switches (spec section 9: all on by default). */
export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  socials: SocialProvider[] | false
  history: boolean
  analytics: boolean
  allWallets: boolean
  /** Order of the account actions (spec section 9: onramp, swaps, receive, send). */
  walletFeaturesOrder: WalletFeature[]
}

/** Base URLs of the hosted services, used only when a project id is set. */
export type ServiceUrls = {
  /** The Blockchain API (balances, identity, swaps, on-ramp, names, history). */
  blockchainApi: string
  /** The wallet directory (getWallets and images). */
  walletDirectory: string
  /** The analytics service (POST /e). */
  analytics: string
  /** The embedded wallet's page (email and social login), loaded in a hidden frame. */
  embeddedWallet: string
}

/** An ERC-20 token the direct provider reads balances of (no hosted service needed). */
export type TokenListEntry = {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/**
 * Where a feature's data comes from: `hosted`, the Blockchain API (needs a project id); `chain`, the
 * network's own RPC and contracts.
 */
export type DataSourceKind = 'hosted' | 'chain'

/**
 * Where names come from. Views read `accountState.profileName` / `profileImage` and never learn which
 * source answered. A dapp may pass its own to `initModal({ dataSources: { names } })`.
 *
 * @example
 * const names: NamesSource = {
 *   kind: 'hosted',
 *   getIdentity: async ({ address }) => ({ name: 'alice.eth', avatar: 'https://example.com/alice.png' }),
 *   resolveAddress: async ({ name }) => (name === 'alice.eth' ? '0xf39F…2266' : null),
 * }
 */
export type NamesSource = {
  readonly kind: DataSourceKind
  /**
   * The primary name of an address and its avatar image; nulls when it has none.
   * @throws InvalidEnsNameError (chain) when the name read does not normalise
   */
  getIdentity(parameters: {
    network: CaipNetwork
    address: string
  }): Promise<{ name: string | null; avatar: string | null }>
  /**
   * The address a name points to on a network; null when it points nowhere.
   * @throws InvalidEnsNameError (chain) when the name does not normalise
   */
  resolveAddress(parameters: { network: CaipNetwork; name: string }): Promise<string | null>
}

/**
 * Where each account feature's data comes from; a feature not named takes the hosted service when a
 * project id is set, else the chain.
 */
export type DataSources = {
  /**
   * Primary names, avatars and name resolution: ENS on chain, or the hosted profile service; or a source of
   * the dapp's own (its profile service, fixed answers in a demo or a story), which the views use alike.
   */
  names?: DataSourceKind | NamesSource
  /** The Activity tab: the node's Otterscan API or its recent ERC-20 `Transfer` logs, or the hosted history. */
  activity?: DataSourceKind
  /**
   * Token balances: one Multicall3 read of the native currency, the bundled common tokens, the dapp's
   * `tokens` and those found in the activity, with Chainlink USD prices; or the hosted balances.
   */
  tokens?: DataSourceKind
  /** Swaps: Uniswap v3 on chain (QuoterV2 and SwapRouter02), or the hosted swap service. */
  swap?: DataSourceKind
}

export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** What an app passes to `initModal`. */
export type ModalOptions = {
  /** Networks of any namespace (eip155, solana, bip122, polkadot); at least one. */
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  metadata?: Metadata
  siwx?: SiwxConfig
  /** The older name of `siwx`; giving both is an error. */
  siweConfig?: SiwxConfig
  connectMethodsOrder?: ConnectMethod[]
  features?: Partial<Features>
  /** Wallet explorer ids or rdns shown in the featured section. */
  featuredWalletIds?: string[]
  /** Only these directory wallets (ids) are listed. */
  includeWalletIds?: string[]
  /** These directory wallets (ids) are never listed. */
  excludeWalletIds?: string[]
  enableEIP6963?: boolean
  enableInjected?: boolean
  isMobile?: () => boolean
  /** The modal is part of the page: closing shows Account (connected) or Connect instead. Default false. */
  embedded?: boolean
  /** The app may ask the wallet to switch networks; with it, an unsupported chain opens UnsupportedChain. Default true. */
  enableNetworkSwitch?: boolean
  /** Let the wallet stay on a chain that is not among `networks` without the UnsupportedChain view. Default false. */
  allowUnsupportedChain?: boolean
  /** Account type per namespace; defaults to eip155 smartAccount (embedded wallet only), solana eoa, bip122 payment, polkadot eoa. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /**
   * The hosted services' project id. Optional: the modal works fully without one (only services that
   * need it are not used); with `debug` on, its absence shows the 'Project ID Not Configured' alert.
   */
  projectId?: string
  /** Base URLs of the hosted services (used only with a project id); each defaults to the vendor's host. */
  serviceUrls?: Partial<ServiceUrls>
  /** ERC-20 tokens per CAIP-2 network id, whose balances the chain tokens source reads (beside its bundled common tokens). */
  tokens?: Record<string, TokenListEntry[]>
  /**
   * Picks the source of each feature.
   *
   * @example
   * dataSources: { names: 'chain', activity: 'chain', tokens: 'chain', swap: 'chain' } // from the chain even with a project id
   */
  dataSources?: DataSources
  /** The zone account names are registered in (the part after the label). Default 'reown.id', the hosted service's. */
  nameZone?: string
  /** Show alerts meant for the app's developer (configuration problems). Default false. */
  debug?: boolean
  /**
   * WalletConnect (QR code and mobile wallets) through a relay: ours self-hosted (`agentry-relay`) or any
   * WalletConnect v2 relay. Off when not given. Set it up with `setUpWalletConnect()` from
   * `@agentry/modal-core/walletconnect`.
   */
  walletConnect?: { relayUrl: string }
  /**
   * Email login through a self-hosted embedded-wallet host (`apps/wallet`) instead of the vendor's page:
   * its frame (`<hostUrl>/frame`) is loaded with no project id. An http:// or https:// URL; anything else
   * makes `initModal` throw `ConfigError`. Off when not given (then email login needs `projectId`).
   *
   * @example
   * embeddedWallet: { hostUrl: 'http://localhost:3001' }
   */
  embeddedWallet?: { hostUrl: string }
  /**
   * Changes the curated wallet list the Connect view shows when no project id is set: add wallets
   * (or replace a curated one by its id), put ids first in the given order, hide ids.
   *
   * @example
   * wallets: { add: [{ id: 'acme', name: 'Acme Wallet', chains: ['eip155'], color: '#333', links: { homepage: 'https://acme.example' } }], order: ['rabby', 'metamask'], hide: ['okx'] }
   */
  wallets?: WalletListOptions
}
