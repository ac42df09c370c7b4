import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { BaseError } from '../errors/BaseError.js'
import { HttpStatusError } from '../errors/rpcRequestErrors.js'
import { AccountNameError } from '../errors/nameErrors.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { normalizeAccountName } from './normalizeAccountName.js'
import { namesState } from './namesState.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

let latest = 0

/**
 * Suggests names like the typed one in the configured zone, with whether each is taken. An invalid name
 * gives its rule as the error and asks nothing; only the latest query's answer lands. Never throws.
 *
 * @example
 * await fetchNameSuggestions('alice')
 * namesState.suggestions // [{ name: 'alice.reown.id', registered: false }, …]
 */
export async function fetchNameSuggestions(query: string): Promise<void> {
  const request = ++latest
  Object.assign(namesState, { query, ...NO_ERROR })
  if (!query.trim()) {
    Object.assign(namesState, { suggestions: [], loadingSuggestions: false })
    return
  }
  namesState.loadingSuggestions = true
  try {
    const label = await normalizeAccountName(query)
    const api = getBlockchainApi()
    // Names are a hosted feature: the same plain message as swaps and the on-ramp.
    if (!api) throw new FeatureUnavailableError({ feature: 'names' })
    const suggestions = await api
      .getNameSuggestions({ name: label, zone: optionsState.nameZone })
      .catch((error: unknown) => {
        throw new AccountNameError({
          action: 'suggest',
          reason: error instanceof HttpStatusError ? error.reason : undefined,
          cause: error,
        })
      })
    if (request === latest) namesState.suggestions = suggestions
  } catch (error) {
    if (request !== latest) return
    logQuietly('NAME_SUGGESTIONS_FAILED', error)
    Object.assign(namesState, {
      suggestions: [],
      ...errorState(error instanceof BaseError ? error : new AccountNameError({ action: 'suggest', cause: error })),
    })
  } finally {
    if (request === latest) namesState.loadingSuggestions = false
  }
}
