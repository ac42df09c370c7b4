/**
 * The parts of the Wallet Standard (and its Solana features) the adapter uses, typed structurally so
 * any conforming wallet fits.
 */
export type StandardAccount = {
  readonly address: string
  readonly publicKey: ArrayLike<number>
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
}

export type StandardConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>
}
export type StandardDisconnectFeature = { disconnect(): Promise<void> }
export type StandardEventsFeature = {
  on(
    event: 'change',
    listener: (properties: { accounts?: readonly StandardAccount[]; chains?: readonly string[] }) => void,
  ): () => void
}
export type SolanaSignMessageFeature = {
  signMessage(
    ...inputs: { account: StandardAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
export type SolanaSignTransactionFeature = {
  signTransaction(
    ...inputs: { account: StandardAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}

/** A Wallet Standard wallet. */
export type StandardWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardAccount[]
}

/** The Wallet Standard's names for the Solana clusters, by CAIP-2 reference. */
export const SOLANA_STANDARD_CHAINS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  localnet: 'solana:localnet',
}

/** The feature of a wallet, when it has it. */
export function getFeature<feature>(wallet: StandardWallet, name: string): feature | undefined {
  return wallet.features[name] as feature | undefined
}
