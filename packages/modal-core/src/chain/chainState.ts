import type { TokenBalance } from '../balance/tokenBalance.js'
import type { Account, AccountType, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { createStore } from '../utils/createStore.js'

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
export type NetworkState = {
  /** The active network when it is one of the configured networks. */
  caipNetwork: CaipNetwork | undefined
  /** The wallet's chain even when it is not configured (then `caipNetwork` is undefined). */
  caipNetworkId: CaipNetworkId | undefined
  requestedNetworkIds: CaipNetworkId[]
  approvedNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

/** Who is logged in to the embedded wallet (spec section 3, "Embedded user info"). */
export type AccountUser = { email?: string; userName?: string }

export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance as a decimal string in whole units (for example '10000'). */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** 'Token Balance Unavailable' after a failed balance read. */
  balanceError: string | undefined
  balanceLoading: boolean
  /** The account's tokens on the active network (native first when read from the chain). */
  tokenBalance: TokenBalance[]
  /** 'Token Balance Unavailable' when the tokens could not be read or the network is not served. */
  tokenBalanceError: string | undefined
  tokenBalanceLoading: boolean
  profileName: string | undefined
  profileImage: string | undefined
  /** The Farcaster login URL while ConnectingFarcaster shows it (as a QR code and link). */
  farcasterUrl: string | undefined
  addressExplorerUrl: string | undefined
  connectedWalletInfo: { name: string; icon?: string; rdns?: string } | undefined
  preferredAccountType: AccountType | undefined
  /** The social login the embedded wallet was reached by ('google', 'github', …). */
  socialProvider: string | undefined
  /** The social login's popup while it is open (kept as a valtio `ref`, never proxied). */
  socialWindow: Window | undefined
  allAccounts: Account[]
  /** The embedded wallet's user, when the account is an embedded one. */
  user: AccountUser | undefined
  status: AccountStatus
  currentTab: number
  /** Whether the account's smart account is deployed on chain (embedded wallet). */
  smartAccountDeployed: boolean
  /** Names the app gives addresses, by address. */
  addressLabels: Record<string, string>
}

export type ChainAdapterState = { namespace: ChainNamespace; networkState: NetworkState; accountState: AccountState }

export type ChainState = {
  activeNamespace: ChainNamespace
  /**
   * True after the active network moved to another namespace, until a wallet of that namespace is
   * connected or the modal closes: the UI then offers that namespace's wallets (spec section 4).
   */
  isSwitchingNamespace: boolean
  chains: { eip155: ChainAdapterState } & Partial<Record<Exclude<ChainNamespace, 'eip155'>, ChainAdapterState>>
}

/** Account state of a namespace before anything connects. */
export const initialAccountState: AccountState = {
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  balanceError: undefined,
  balanceLoading: false,
  tokenBalance: [],
  tokenBalanceError: undefined,
  tokenBalanceLoading: false,
  profileName: undefined,
  profileImage: undefined,
  farcasterUrl: undefined,
  addressExplorerUrl: undefined,
  connectedWalletInfo: undefined,
  preferredAccountType: undefined,
  socialProvider: undefined,
  socialWindow: undefined,
  allAccounts: [],
  user: undefined,
  status: 'disconnected',
  currentTab: 0,
  smartAccountDeployed: false,
  addressLabels: {},
}

/** Network state of a namespace before options are set. */
export const initialNetworkState: NetworkState = {
  caipNetwork: undefined,
  caipNetworkId: undefined,
  requestedNetworkIds: [],
  approvedNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
}

/** The namespace whose chain state always exists (the `chains` type requires it); the others come and go with the options. */
export const DEFAULT_NAMESPACE = 'eip155' satisfies ChainNamespace

const store = /* @__PURE__ */ createStore<ChainState>({
  activeNamespace: DEFAULT_NAMESPACE,
  isSwitchingNamespace: false,
  chains: {
    [DEFAULT_NAMESPACE]: {
      namespace: DEFAULT_NAMESPACE,
      networkState: initialNetworkState,
      accountState: initialAccountState,
    },
  },
})

/**
 * Network and account state per chain namespace.
 *
 * @example
 * chainState.chains.eip155.accountState.address // '0xf39F…' when connected
 */
export const chainState: ChainState = store.state

/** Restores the initial chain state. */
export const resetChainState: () => void = store.reset

/**
 * The state of the active namespace.
 *
 * @example
 * getActiveChain().networkState.caipNetwork?.name
 */
export function getActiveChain(): ChainAdapterState {
  return chainState.chains[chainState.activeNamespace] ?? chainState.chains.eip155
}
