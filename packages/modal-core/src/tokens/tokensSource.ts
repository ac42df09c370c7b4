import type { Eip1193Provider } from '../adapters/types.js'
import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetwork } from '../caip/types.js'
import type { DataSourceKind } from '../options/types.js'

export type TokensSourceParameters = {
  network: CaipNetwork
  address: string
  /** Skip the 30 s cache (after a send or a swap). */
  force: boolean
  /** The connected wallet, asked for the tokens it knows of (`wallet_getAssets`) where the chain is the source. */
  wallet?: Eip1193Provider | undefined
}

/**
 * Where the account's token balances come from (eip155). Views read `accountState.tokenBalance` and never
 * learn which source answered.
 */
export type TokensSource = {
  readonly kind: DataSourceKind
  /**
   * The account's tokens on a network, the native balance first; `value` in USD where a price is known.
   * @throws NetworkNotServedError where this source has no balances for the network
   */
  getBalances(parameters: TokensSourceParameters): Promise<TokenBalance[]>
}
