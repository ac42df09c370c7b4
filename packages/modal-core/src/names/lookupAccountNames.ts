import type { AccountName } from '../api/profileApi.js'
import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { AccountNameError } from '../errors/nameErrors.js'
import { HttpStatusError } from '../errors/rpcRequestErrors.js'

const reasonOf = (error: unknown) => (error instanceof HttpStatusError ? error.reason : undefined)

/**
 * The record of a registered name; undefined when nobody holds it.
 *
 * @throws AccountNameError ('Error resolving name' or the service's reason) | FeatureUnavailableError
 * @example
 * (await resolveAccountName('alice.reown.id'))?.addresses
 */
export async function resolveAccountName(name: string): Promise<AccountName | undefined> {
  const api = getBlockchainApi()
  if (!api) throw new FeatureUnavailableError({ feature: 'names' })
  try {
    return await api.resolveName(name)
  } catch (error) {
    throw new AccountNameError({ action: 'resolve', reason: reasonOf(error), cause: error })
  }
}

/**
 * The names registered for an address.
 *
 * @throws AccountNameError ('Error fetching names for address' or the service's reason) | FeatureUnavailableError
 * @example
 * (await getAccountNames('0xf39F…')).map((entry) => entry.name) // ['alice.reown.id']
 */
export async function getAccountNames(address: string): Promise<AccountName[]> {
  const api = getBlockchainApi()
  if (!api) throw new FeatureUnavailableError({ feature: 'names' })
  try {
    return await api.getNamesForAddress(address)
  } catch (error) {
    throw new AccountNameError({ action: 'reverse', reason: reasonOf(error), cause: error })
  }
}
