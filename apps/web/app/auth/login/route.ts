// Hands the production server what it needs from this code, which it does not bundle (lib/server/serverBridge.ts).
import '@/lib/server/serverBridge'
import { getConfig } from '@/lib/server/config'
import { requestCookieJar } from '@/lib/server/cookieJar'
import { getDb } from '@/lib/server/db/getDb'
import { InvalidRequestError, isAuthError } from '@/lib/server/errors'
import { handleRoute, jsonResponse } from '@/lib/server/http'
import { login } from '@/lib/server/login'
import { getSiteMetrics } from '@/lib/server/metrics/siteMetrics'
import { enforceRateLimit } from '@/lib/server/rateLimit'
import { assertSameOrigin, readJsonBody } from '@/lib/server/requestGuards'
import { LOGIN_BODY_LIMIT_BYTES, loginBodySchema } from './schema'

/**
 * POST /auth/login `{ message, signature }` → `{ ok: true, siwe: { address, chainId }, isAdmin }`.
 * Cheap rejections come first (origin, body shape, a message that does not parse) and spend no rate-limit
 * quota: quota guards the database and signature work, and a client cannot lock others out with junk.
 * The SIWE checks live in lib/server/signIn. Failures are `{ error: { code, message } }` with a 4xx status.
 *
 * @example
 * await fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, signature }) })
 */
export async function POST(request: Request): Promise<Response> {
  return handleRoute(async (headers) => {
    try {
      const response = await signInFrom(request, headers)
      getSiteMetrics().signIns.inc({ outcome: 'ok' })
      return response
    } catch (error) {
      getSiteMetrics().signIns.inc({ outcome: isAuthError(error) ? error.code : 'INTERNAL' })
      throw error
    }
  })
}

async function signInFrom(request: Request, headers: Headers): Promise<Response> {
  const config = getConfig()
  assertSameOrigin(request, config)
  const parsed = loginBodySchema.safeParse(
    await readJsonBody(request, LOGIN_BODY_LIMIT_BYTES, config.bodyTimeoutSeconds * 1000),
  )
  if (!parsed.success) {
    throw new InvalidRequestError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
    )
  }
  const jar = requestCookieJar(request, headers)
  const { address, chainId, isAdmin } = await login({
    jar,
    config,
    db: await getDb(),
    ...parsed.data,
    beforeDatabase: () => enforceRateLimit({ request, jar, route: 'login', config }),
  })
  return jsonResponse({ ok: true, siwe: { address, chainId }, isAdmin }, { headers })
}
