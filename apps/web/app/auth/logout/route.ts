// Hands the production server what it needs from this code, which it does not bundle (lib/server/serverBridge.ts).
import '@/lib/server/serverBridge'
import { getConfig } from '@/lib/server/config'
import { requestCookieJar } from '@/lib/server/cookieJar'
import { handleRoute, jsonResponse } from '@/lib/server/http'
import { logout } from '@/lib/server/logout'
import { assertSameOrigin, assertSameOriginGet } from '@/lib/server/requestGuards'

/**
 * GET /auth/logout (the spec's call) → `{ ok: true }`, for same-origin requests only (a browser's own
 * fetch sends `Sec-Fetch-Site: same-origin`); another site's link or image gets 403 `ORIGIN_MISMATCH`.
 *
 * @example
 * await fetch('/auth/logout')
 */
export async function GET(request: Request): Promise<Response> {
  return handleRoute(async (headers) => {
    const config = getConfig()
    assertSameOriginGet(request, config)
    await logout({ jar: requestCookieJar(request, headers), config })
    return jsonResponse({ ok: true }, { headers })
  })
}

/**
 * POST /auth/logout → `{ ok: true }`; requires the site's Origin like every state-changing POST.
 *
 * @example
 * await fetch('/auth/logout', { method: 'POST' })
 */
export async function POST(request: Request): Promise<Response> {
  return handleRoute(async (headers) => {
    const config = getConfig()
    assertSameOrigin(request, config)
    await logout({ jar: requestCookieJar(request, headers), config })
    return jsonResponse({ ok: true }, { headers })
  })
}
