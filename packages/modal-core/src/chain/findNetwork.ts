import type { CaipNetwork, CaipNetworkId } from '../caip/types.js'
import { NetworkNotFoundError } from '../errors/networkErrors.js'
import { optionsState } from '../options/optionsState.js'

/**
 * The configured network with a numeric id or CAIP-2 id, or undefined.
 *
 * @example
 * findNetwork(1337)?.name // 'Localhost'
 */
export function findNetwork(id: number | string | CaipNetworkId): CaipNetwork | undefined {
  const key = String(id)
  return optionsState.networks.find((network) => network.caipNetworkId === key || String(network.id) === key)
}

/**
 * The configured network with that id.
 *
 * @throws NetworkNotFoundError ('Network with ID {id} not found').
 * @example
 * getNetwork('eip155:1').name // 'Ethereum'
 */
export function getNetwork(id: number | string | CaipNetworkId): CaipNetwork {
  const network = findNetwork(id)
  if (!network) throw new NetworkNotFoundError({ id })
  return network
}
