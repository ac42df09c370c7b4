import { accountRoutes, type AccountRoutesOptions } from './hosted/accountRoutes.js'
import { convertRoutes, type ConvertRoutesOptions } from './hosted/convertRoutes.js'
import { historyRoutes, type HistoryRoutesOptions } from './hosted/historyRoutes.js'
import { profileRoutes, type ProfileRoutesOptions } from './hosted/profileRoutes.js'
import { onrampRoutes, type OnrampRoutesOptions } from './hosted/onrampRoutes.js'
import { sessionsRoutes, type SessionsRoutesOptions } from './hosted/sessionsRoutes.js'
import { Refusal, startRouteService, type RouteService } from './hosted/routeService.js'

export type { ServiceTokenBalance } from './hosted/accountRoutes.js'
export { NATIVE_TOKEN_ADDRESS, type ServiceSwapToken } from './hosted/convertRoutes.js'
export { createSampleHistory, type ServiceTransaction } from './hosted/historyRoutes.js'
export { SERVICE_ONRAMP_OPTIONS, type ServiceOnrampOptions } from './hosted/onrampRoutes.js'
export type { ServiceSession } from './hosted/sessionsRoutes.js'
export type { ServiceAccountName } from './hosted/profileRoutes.js'

export type BlockchainApiServiceOptions = { projectId: string } & AccountRoutesOptions &
  ConvertRoutesOptions &
  OnrampRoutesOptions &
  HistoryRoutesOptions &
  SessionsRoutesOptions &
  ProfileRoutesOptions

export type BlockchainApiService = RouteService

/**
 * A stand-in for the hosted Blockchain API (spec section 7), for tests only: deterministic data, and it
 * refuses (400) any request whose method, path or parameters differ from the documented ones — `st` and
 * `sv` on every call, `projectId` on GET (401 'Unauthorized: invalid key' when wrong), the documented
 * query parameters and POST bodies and nothing else. Product code knows only its base URL.
 *
 * @example
 * const service = await startBlockchainApiService({ projectId: 'test', supportedChains: ['eip155:1'] })
 */
export function startBlockchainApiService(options: BlockchainApiServiceOptions): Promise<BlockchainApiService> {
  return startRouteService({
    routes: [
      ...accountRoutes(options, options.projectId),
      ...convertRoutes(options, options.supportedChains, options.projectId),
      ...onrampRoutes(options),
      ...historyRoutes(options),
      ...sessionsRoutes(options),
      ...profileRoutes(options),
    ],
    checkCommon: (route, query) => {
      const { st, sv, projectId, ...rest } = query
      if (!st || !sv) throw new Refusal(400, 'st and sv are required')
      if (route.method === 'GET' && projectId !== options.projectId) throw new Refusal(401, 'Unauthorized: invalid key')
      if (route.method === 'POST' && projectId !== undefined)
        throw new Refusal(400, 'projectId goes in the body of a POST')
      return rest
    },
  })
}
