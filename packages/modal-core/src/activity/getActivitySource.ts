import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { optionsState } from '../options/optionsState.js'
import type { ActivitySource } from './activitySource.js'

/**
 * The activity source for the current options: the one `initModal`'s `dataSources.activity` picks, else
 * hosted with a project id and the chain without. The chain source is loaded on first use, so only the
 * Activity tab pays for it. Hosted picked with no project id: FeatureUnavailableError ('history').
 *
 * @throws FeatureUnavailableError ('Activity is not available in this app')
 * @example
 * const source = await getActivitySource()
 * source.kind // 'chain' when no projectId was given to initModal
 */
export async function getActivitySource(): Promise<ActivitySource> {
  const api = getBlockchainApi()
  const kind = optionsState.dataSources.activity ?? (api ? 'hosted' : 'chain')
  if (kind === 'chain') return (await import('./chain/createChainActivitySource.js')).createChainActivitySource()
  if (!api) throw new FeatureUnavailableError({ feature: 'history' })
  return {
    kind,
    async fetchPage({ address, cursor, onramp, caipNetworkId }) {
      const { data, next } = await api.fetchHistory({ account: address, cursor, onramp, chainId: caipNetworkId })
      return { data, next, partial: false }
    },
  }
}
