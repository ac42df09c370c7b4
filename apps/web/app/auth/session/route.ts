// Hands the production server what it needs from this code, which it does not bundle (lib/server/serverBridge.ts).
import '@/lib/server/serverBridge'
import { requestCookieJar } from '@/lib/server/cookieJar'
import { handleRoute, jsonResponse } from '@/lib/server/http'
import { readViewer } from '@/lib/server/viewer'

/**
 * GET /auth/session → `{ siwe: { address, chainId }, isAdmin }` or `{ siwe: null }`, 200 either way.
 * Anonymous requests never touch the database.
 *
 * @example
 * const { siwe } = await (await fetch('/auth/session')).json()
 */
export async function GET(request: Request): Promise<Response> {
  return handleRoute(async (headers) => {
    const viewer = await readViewer(requestCookieJar(request, headers))
    if (!viewer) return jsonResponse({ siwe: null }, { headers })
    return jsonResponse(
      { siwe: { address: viewer.address, chainId: viewer.chainId }, isAdmin: viewer.isAdmin },
      { headers },
    )
  })
}
