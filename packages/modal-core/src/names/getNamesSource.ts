import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { optionsState } from '../options/optionsState.js'
import { createChainNamesSource } from './createChainNamesSource.js'
import { createHostedNamesSource } from './createHostedNamesSource.js'
import type { NamesSource } from './namesSource.js'

/**
 * The names source for the current options: the dapp's own or the one `initModal`'s `dataSources.names` picks, else
 * hosted with a project id and the chain without. Hosted picked with no project id: its calls throw
 * FeatureUnavailableError ('Account names are not available in this app').
 *
 * @example
 * getNamesSource().kind // 'chain' when no projectId was given to initModal
 */
export function getNamesSource(): NamesSource {
  const picked = optionsState.dataSources.names
  if (picked && typeof picked === 'object') return picked
  const api = getBlockchainApi()
  const kind = picked ?? (api ? 'hosted' : 'chain')
  if (kind === 'chain') return createChainNamesSource()
  if (api) return createHostedNamesSource(api)
  const unavailable = () => Promise.reject(new FeatureUnavailableError({ feature: 'names' }))
  return { kind: 'hosted', getIdentity: unavailable, resolveAddress: unavailable }
}
