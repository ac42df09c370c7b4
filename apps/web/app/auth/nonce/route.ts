// Hands the production server what it needs from this code, which it does not bundle (lib/server/serverBridge.ts).
import '@/lib/server/serverBridge'
import { getConfig } from '@/lib/server/config'
import { requestCookieJar } from '@/lib/server/cookieJar'
import { getDb } from '@/lib/server/db/getDb'
import { handleRoute, jsonResponse } from '@/lib/server/http'
import { issueBrowserNonce } from '@/lib/server/browserNonce'
import { enforceRateLimit } from '@/lib/server/rateLimit'

/**
 * GET /auth/nonce → `{ nonce }`, bound to this browser's cookie (set on the first call). Rate-limited per
 * browser, and per address with a higher ceiling (lib/server/rateLimit).
 *
 * @example
 * const { nonce } = await (await fetch('/auth/nonce')).json()
 */
export async function GET(request: Request): Promise<Response> {
  return handleRoute(async (headers) => {
    const config = getConfig()
    const jar = requestCookieJar(request, headers)
    await enforceRateLimit({ request, jar, route: 'nonce', config })
    const nonce = await issueBrowserNonce({ jar, config, db: await getDb() })
    return jsonResponse({ nonce }, { headers })
  })
}
