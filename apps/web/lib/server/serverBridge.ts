import 'server-only'
import { SERVER_BRIDGE_KEY } from '../serverBridgeKey'
import { setPeerAddress } from './clientAddress'
import { closeDb } from './db/getDb'
import { getSiteMetrics, type SiteMetrics } from './metrics/siteMetrics'
import { resetRateLimits } from './rateLimit'

/**
 * What the production server (server/main.ts) needs from the auth code: to record a request's peer
 * address, the site's metrics, and to let go of the database and Redis at shutdown. The server loads the
 * route modules Next built and holds no copy of this code; each auth route module imports this file, which
 * puts these functions on a global the server reads once the routes are loaded.
 */
export type ServerBridge = {
  setPeerAddress: (request: Request, address: string | undefined) => void
  siteMetrics: () => SiteMetrics
  release: { database: () => Promise<void>; redis: () => Promise<void> }
}

const bridge: ServerBridge = {
  setPeerAddress,
  siteMetrics: getSiteMetrics,
  release: { database: closeDb, redis: resetRateLimits },
}
;(globalThis as Record<symbol, ServerBridge>)[Symbol.for(SERVER_BRIDGE_KEY)] = bridge
