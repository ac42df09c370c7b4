import type { CaipNetworkId } from '../caip/types.js'
import { createAccountApi, type AccountApi } from './accountApi.js'
import { createConvertApi, type ConvertApi } from './convertApi.js'
import { createApiContext, type SupportedChains } from './apiContext.js'
import { createHistoryApi, type HistoryApi } from './historyApi.js'
import { createProfileApi, type ProfileApi } from './profileApi.js'
import { createOnrampApi, type OnrampApi } from './onrampApi.js'
import { createSessionsApi, type SessionsApi } from './sessionsApi.js'

export { BLOCKCHAIN_API_SDK_TYPE, type SupportedChains } from './apiContext.js'

export type CreateBlockchainApiClientParameters = {
  /** The service's base URL. */
  baseUrl: string
  projectId: string
  /** The `sv` query parameter. Default 'modal-core'. */
  sdkVersion?: string
  fetch?: typeof globalThis.fetch
}

export type BlockchainApiClient = {
  /** The networks the service serves (read once; a failure counts as none, so nothing else is called). */
  getSupportedChains(): Promise<SupportedChains>
  /** Whether the service serves this network over HTTP (calls for others are skipped with empty results). */
  isSupportedNetwork(caipNetworkId: CaipNetworkId): Promise<boolean>
} & AccountApi &
  ConvertApi &
  OnrampApi &
  HistoryApi &
  SessionsApi &
  ProfileApi

/**
 * The client of the hosted Blockchain API (spec section 7). Every call carries `st` and `sv`; GET calls
 * also `projectId`. A non-OK answer is 'HTTP status code: {n}'; an answer of another shape 'Network
 * request failed'. Calls for a network the service does not list are skipped with empty results.
 *
 * @example
 * const api = createBlockchainApiClient({ baseUrl: 'https://rpc.example.org', projectId })
 * const balances = await api.getBalances({ address, caipNetworkId: 'eip155:1' })
 */
export function createBlockchainApiClient({
  baseUrl,
  projectId,
  sdkVersion = 'modal-core',
  fetch,
}: CreateBlockchainApiClientParameters): BlockchainApiClient {
  const context = createApiContext({ baseUrl, projectId, sdkVersion, fetch })
  return {
    getSupportedChains: context.getSupportedChains,
    isSupportedNetwork: context.isSupported,
    ...createAccountApi(context),
    ...createConvertApi(context),
    ...createOnrampApi(context),
    ...createHistoryApi(context),
    ...createSessionsApi(context),
    ...createProfileApi(context),
  }
}
