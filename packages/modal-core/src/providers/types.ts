import type { CaipNetwork } from '../caip/types.js'

/**
 * Where account data comes from. `hosted`: the Blockchain API, used when a project id is set. `direct`:
 * the chain's own RPC, needing no hosted service. Names, activity and tokens have their own sources
 * (`getNamesSource`, `getActivitySource`, `getTokensSource`).
 */
export type AccountDataProvider = {
  readonly kind: 'hosted' | 'direct'
  /**
   * The gas price in wei.
   * @throws GasPriceNetworkNotSupportedError where this provider has none for the network
   */
  getGasPrice(parameters: { network: CaipNetwork }): Promise<bigint>
}
