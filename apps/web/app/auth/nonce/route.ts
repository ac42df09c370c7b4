import { getConfig } from '@/lib/server/config'
import { requestCookieJar } from '@/lib/server/cookieJar'
import { getDb } from '@/lib/server/db/getDb'
import { handleRoute, jsonResponse } from '@/lib/server/http'
import { issueBrowserNonce } from '@/lib/server/browserNonce'
import { enforceRateLimit } from '@/lib/server/rateLimit'

/**
 * GET /auth/nonce → `{ nonce }`, bound to this browser's cookie (set on the first call). Rate-limited.
 *
 * @example
 * const { nonce } = await (await fetch('/auth/nonce')).json()
 */
export async function GET(request: Request): Promise<Response> {
  return handleRoute(async (headers) => {
    const config = getConfig()
    enforceRateLimit(request, 'nonce', config)
    const nonce = await issueBrowserNonce({ jar: requestCookieJar(request, headers), config, db: await getDb() })
    return jsonResponse({ nonce }, { headers })
  })
}
