import type { TokenBalance } from '../balance/tokenBalance.js'
import type { CaipNetwork } from '../caip/types.js'
import type { Eip1193Provider } from '../adapters/types.js'

/**
 * Where account data comes from. `hosted`: the Blockchain API, used when a project id is set. `direct`:
 * the chain's own RPC, needing no hosted service; features with no RPC equivalent (swaps, on-ramp,
 * history) are unavailable there and say so. Names have their own source (`getNamesSource`).
 */
export type AccountDataProvider = {
  readonly kind: 'hosted' | 'direct'
  /**
   * The account's tokens on an eip155 network. `wallet`: the connected wallet, asked for the tokens it
   * knows of (`wallet_getAssets`) where the chain is the source.
   * @throws NetworkNotServedError where this provider has no balances for the network
   */
  getTokenBalances(parameters: {
    network: CaipNetwork
    address: string
    force: boolean
    wallet?: Eip1193Provider | undefined
  }): Promise<TokenBalance[]>
  /**
   * The gas price in wei.
   * @throws GasPriceNetworkNotSupportedError where this provider has none for the network
   */
  getGasPrice(parameters: { network: CaipNetwork }): Promise<bigint>
}
