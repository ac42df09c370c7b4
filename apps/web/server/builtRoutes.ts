import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { ServerBridge } from '@/lib/server/serverBridge'
import { SERVER_BRIDGE_KEY } from '@/lib/serverBridgeKey'

export type RouteHandler = (request: Request) => Promise<Response>
export type RouteModule = Partial<Record<'GET' | 'POST', RouteHandler>>

/** The auth API's paths: each is answered by the module Next built from `app/<path>/route.ts`. */
export const AUTH_PATHS = ['/auth/nonce', '/auth/session', '/auth/login', '/auth/logout'] as const

/** A route file as Next's build emits it (`.next/server/app/<path>/route.js`). */
type BuiltRouteFile = {
  routeModule?: { ensureUserland?: () => Promise<void>; userland?: Record<string, unknown> }
}

/** The build in `appDir` cannot serve the auth API: it is missing, or Next's route files changed shape. */
export class BuiltRoutesError extends Error {
  override name = 'BuiltRoutesError'
}

/**
 * The auth API's handlers, taken from the route modules Next built, after `app.prepare()`. The server and
 * Next then run one copy of the auth code, with one database, one rate-limit store and one set of metrics:
 * Node's module cache hands both the same modules. Also returns what the server needs from that code.
 *
 * @example
 * await app.prepare()
 * const { routes, bridge } = await loadBuiltRoutes(appDir)
 */
export async function loadBuiltRoutes(
  appDir: string,
): Promise<{ routes: Record<string, RouteModule>; bridge: ServerBridge }> {
  const load = createRequire(join(appDir, 'package.json'))
  const entries = await Promise.all(
    AUTH_PATHS.map(
      async (path) => [path, await loadRoute(load, join(appDir, '.next', 'server', 'app', path))] as const,
    ),
  )
  const bridge = (globalThis as Record<symbol, ServerBridge | undefined>)[Symbol.for(SERVER_BRIDGE_KEY)]
  if (!bridge) throw new BuiltRoutesError('the built auth routes did not register the server bridge: rebuild the site')
  return { routes: Object.fromEntries(entries), bridge }
}

async function loadRoute(load: NodeJS.Require, dir: string): Promise<RouteModule> {
  const file = join(dir, 'route.js')
  let built: BuiltRouteFile
  try {
    built = load(file) as BuiltRouteFile
  } catch (error) {
    throw new BuiltRoutesError(`${file} cannot be loaded: run \`next build\` first (${String(error)})`)
  }
  const routeModule = built.routeModule
  if (typeof routeModule?.ensureUserland !== 'function')
    throw new BuiltRoutesError(`${file} is not a route module this server knows (Next's build output changed)`)
  await routeModule.ensureUserland()
  const handlers: RouteModule = {}
  for (const method of ['GET', 'POST'] as const) {
    const handler = routeModule.userland?.[method]
    if (typeof handler === 'function') handlers[method] = handler as RouteHandler
  }
  return handlers
}
