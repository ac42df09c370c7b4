import type { Account, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { BaseError } from '../errors/BaseError.js'

/** The EIP-1193 surface modal-core uses. */
export type Eip1193Provider = {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}

/** A connected wallet as an adapter reports it. */
export type AdapterConnection = {
  /** The wallet's accounts, the current one first. */
  accounts: Account[]
  /** The network the wallet is on (it may be one the app does not configure). */
  caipNetworkId: CaipNetworkId
}

/** A native balance, as a decimal string in whole units (for example '1.5'). */
export type AdapterBalance = { balance: string; symbol: string; decimals: number }

export type AdapterSendParameters = {
  /** The receiver, in the namespace's own format (0x… for eip155, base58 for solana). */
  to: string
  /** A decimal string in whole units of the native currency or token ('0.25'). */
  amount: string
  network: CaipNetwork
  /** Absent for the native currency; otherwise the token contract (eip155) or mint (solana). */
  tokenAddress?: string
  /** The token's decimals (required with `tokenAddress`). */
  decimals?: number
}

/**
 * One namespace's wallet operations, bound to one wallet. `modal-core` drives every namespace through
 * this shape: connection, balances, signing, sending and switching never branch on the namespace. Every
 * connector has one: its own `adapter`, or one its namespace builds from its EIP-1193 `provider`
 * (`NamespaceDescriptor.adapterFromProvider`); what else differs per namespace is in its `NamespaceDescriptor`.
 *
 * @example
 * const adapter = createEvmAdapter({ provider: window.ethereum })
 * const { accounts } = await adapter.connect({ network: localDevChain })
 * await adapter.signMessage({ message: 'hello', address: accounts[0].address })
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  /** Asks the wallet for its accounts (prompting when needed). */
  connect(parameters: { network?: CaipNetwork }): Promise<AdapterConnection>
  /**
   * Reads accounts without prompting; undefined when the wallet has not authorised this app. `network`
   * is the namespace's current one, for wallets that do not report a chain themselves.
   */
  reconnect(parameters?: { network?: CaipNetwork }): Promise<AdapterConnection | undefined>
  disconnect(): Promise<void>
  getBalance(parameters: { address: string; network: CaipNetwork }): Promise<AdapterBalance>
  /** Signs a UTF-8 message; returns the signature in the namespace's usual encoding. */
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /** Sends the native currency or a token; resolves with the transaction hash / signature. */
  send(parameters: AdapterSendParameters): Promise<string>
  /**
   * What the network would charge for this send, in the native currency's smallest unit (solana:
   * lamports, from the node's `getFeeForMessage`). Optional: namespaces that price gas (`gas` in their
   * descriptor) have the send form estimate it from the gas price instead.
   */
  estimateSendFee?(parameters: AdapterSendParameters): Promise<bigint>
  /** Asks the wallet to move to `network` (same namespace). */
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  /** The wallet's EIP-1193 provider, where the namespace has one (eip155): asset discovery asks it. */
  readonly provider?: Eip1193Provider
  /**
   * Follows the wallet's own changes (accounts switched or emptied, wallet disconnected); returns the
   * unsubscribe function. Optional: a wallet without events is only read at connect and start-up.
   */
  watch?(handlers: AdapterWatchHandlers): () => void
}

/** A token the wallet reported (`discoverTokens`, `wallet_getAssets`); its balance is read from the chain. */
export type DiscoveredToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

/** What `ChainAdapter.watch` reports. An empty account list means the wallet disconnected. */
export type AdapterWatchHandlers = {
  onAccountsChanged(accounts: Account[]): void
  onDisconnect(): void
  /** The wallet moved to another network by itself (eip155 `chainChanged`). */
  onNetworkChanged?(caipNetworkId: CaipNetworkId): void
}

/**
 * What the core needs to know about a namespace beyond its wallets' `ChainAdapter`s: the few behaviours
 * that differ per namespace, as data and small functions. Every field is optional; a namespace whose
 * wallets bring their own adapter and need nothing else needs no descriptor at all.
 */
export type NamespaceDescriptor = {
  readonly namespace: ChainNamespace
  /** The wallet request a failed connection is reported as. Default 'connect'. */
  readonly connectMethod?: string
  /** An address as the state keeps and shows it (eip155: EIP-55 checksummed). Default: the wallet's form. */
  formatAddress?(address: string): string
  /** A CAIP-2 reference as `Connection.chainId` keeps it (eip155: a number). Default: the reference string. */
  toChainId?(reference: string): number | string
  /** Whether a text is an address of the namespace: a send's receiver must be one. Default: any text. */
  isAddress?(address: string): boolean
  /**
   * The error a failed send shows, from what the wallet or network threw (spec section 8; solana:
   * `SolanaSendFailedError`). Default: `SendTransactionFailedError` ('Something went wrong').
   */
  sendError?(cause: unknown): BaseError
  /** Builds the adapter of a connector that brings only an EIP-1193 `provider` (every eip155 connector). */
  adapterFromProvider?(provider: Eip1193Provider): ChainAdapter
  /** Reads a native balance from the network alone (eip155: its RPC). Default: the connected wallet's adapter. */
  getBalance?: ChainAdapter['getBalance']
  /** Sign-in (SIWX) runs with this namespace's wallet, and losing its last wallet ends the session. */
  readonly signIn?: boolean
  /** Token balances and identity come from the account-data provider (hosted API or the chain directly). */
  readonly accountData?: boolean
  /** Sending its native currency pays gas priced by the network: the send view loads the gas price and checks it. */
  readonly gas?: boolean
  /** Names resolve through ENS on its networks (those with an `ensUniversalResolver` contract). */
  readonly ens?: boolean
  /** Its node can serve the account's history (the Otterscan API, or ERC-20 `Transfer` logs): the chain activity source. */
  readonly chainActivity?: boolean
  /** Account names (`name.reown.id`) can be registered for its accounts. */
  readonly accountNames?: boolean
  /** Swaps run on its networks (those in the swap network list). */
  readonly swaps?: boolean
  /** On-ramp providers name its networks by chain id: the active one is preselected. */
  readonly onramp?: boolean
}
