import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { createDirectProvider } from './createDirectProvider.js'
import { createHostedProvider } from './createHostedProvider.js'
import type { AccountDataProvider } from './types.js'

/**
 * The account-data provider for the current options: hosted with a project id, direct without.
 *
 * @example
 * const provider = getAccountDataProvider()
 * provider.kind // 'direct' when no projectId was given to initModal
 */
export function getAccountDataProvider(): AccountDataProvider {
  const api = getBlockchainApi()
  return api ? createHostedProvider(api) : createDirectProvider()
}
