/**
 * The global under which the auth code Next built hands the production server (server/main.ts) the few
 * things the server needs from it (see lib/server/serverBridge.ts). A plain constant, so the server can
 * know it without bundling any of the auth code.
 *
 * @example
 * const bridge = (globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_BRIDGE_KEY)]
 */
export const SERVER_BRIDGE_KEY = 'agentry.web.serverBridge'
