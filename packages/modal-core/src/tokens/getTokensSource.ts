import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { optionsState } from '../options/optionsState.js'
import { createChainTokensSource } from './chain/createChainTokensSource.js'
import { createHostedTokensSource } from './createHostedTokensSource.js'
import type { TokensSource } from './tokensSource.js'

/**
 * The tokens source for the current options: the one `initModal`'s `dataSources.tokens` picks, else
 * hosted with a project id and the chain without. The chain source sits in the lazily loaded account
 * features (`/features`), so it loads with the views, never on first load. Hosted picked with no project
 * id serves no network ('Token Balance Unavailable').
 *
 * @example
 * getTokensSource().kind // 'chain' when no projectId was given to initModal
 */
export function getTokensSource(): TokensSource {
  const api = getBlockchainApi()
  const kind = optionsState.dataSources.tokens ?? (api ? 'hosted' : 'chain')
  return kind === 'chain' ? createChainTokensSource() : createHostedTokensSource(api)
}
