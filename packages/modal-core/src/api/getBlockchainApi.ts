import { optionsState } from '../options/optionsState.js'
import { createBlockchainApiClient, type BlockchainApiClient } from './createBlockchainApiClient.js'

let current: { key: string; client: BlockchainApiClient } | undefined

/**
 * The hosted Blockchain API client for the configured project, or undefined when no project id is set
 * (then features are served by the chain's RPC, or shown as unavailable). One client per configuration.
 *
 * @example
 * const api = getBlockchainApi()
 * if (api) await api.getBalances({ address, caipNetworkId: 'eip155:1' })
 */
export function getBlockchainApi(): BlockchainApiClient | undefined {
  const { projectId, serviceUrls } = optionsState
  if (!projectId) return undefined
  const key = `${serviceUrls.blockchainApi}\n${projectId}`
  if (current?.key !== key)
    current = { key, client: createBlockchainApiClient({ baseUrl: serviceUrls.blockchainApi, projectId }) }
  return current.client
}
