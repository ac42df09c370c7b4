import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { optionsState } from '../options/optionsState.js'
import type { ActivitySource } from './activitySource.js'
import { createChainActivitySource } from './chain/createChainActivitySource.js'

/**
 * The activity source for the current options: the one `initModal`'s `dataSources.activity` picks, else
 * hosted with a project id and the chain without. The chain source sits in the lazily loaded account
 * features (`/features`) beside `fetchTransactions`, so it loads with the Activity view, never on first
 * load (a chunk of its own cost the views 0.7 KB more in shared-chunk splits). Hosted picked with no
 * project id: FeatureUnavailableError ('history').
 *
 * @throws FeatureUnavailableError ('Activity is not available in this app')
 * @example
 * getActivitySource().kind // 'chain' when no projectId was given to initModal
 */
export function getActivitySource(): ActivitySource {
  const api = getBlockchainApi()
  const kind = optionsState.dataSources.activity ?? (api ? 'hosted' : 'chain')
  if (kind === 'chain') return createChainActivitySource()
  if (!api) throw new FeatureUnavailableError({ feature: 'history' })
  return {
    kind,
    async fetchPage({ address, cursor, onramp, caipNetworkId }) {
      const { data, next } = await api.fetchHistory({ account: address, cursor, onramp, chainId: caipNetworkId })
      return { data, next, partial: false }
    },
  }
}
