import type { IncomingMessage, ServerResponse } from 'node:http'
import { SECURITY_HEADERS } from '@/lib/securityHeaders'
import { internalErrorResponse } from '@/lib/internalError'
import { sendWebResponse, toWebRequest } from './nodeWeb'
import { settleRequestBody } from './requestBody'
import type { RouteModule } from './builtRoutes'

export type RouteRequestParameters = {
  routes: Readonly<Record<string, RouteModule>>
  /** The public origin, for building request URLs. */
  origin: string
  /** Records a request's socket peer address, for the rate limits (the auth code's `setPeerAddress`). */
  recordPeer: (request: Request, address: string | undefined) => void
  /** Everything that is not one of `routes`. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>
}

/**
 * Answers the requests whose path is in `routes` with their handlers (405 with `Allow` for another
 * method, as the App Router does) and hands the rest to `fallback`. A handler that throws gets a 500
 * with the auth API's error shape; the handlers themselves already turn bad input into 4xx. A body the
 * handler left unread is drained, or the answer closes the connection (see settleRequestBody).
 *
 * @example
 * createServer(routeRequest({ routes, origin, recordPeer: bridge.setPeerAddress, fallback: nextHandler }))
 */
export function routeRequest({ routes, origin, recordPeer, fallback }: RouteRequestParameters) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?', 1)[0]!
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (!route) return await fallback(req, res)
    const method = req.method === 'HEAD' ? 'GET' : req.method
    const handler = method === 'GET' || method === 'POST' ? route[method] : undefined
    const send = (response: Response) => {
      // A body that missed its deadline (408) is still trickling in: draining it would keep the client's hold.
      const keepAlive = settleRequestBody(req) && response.status !== 408
      const headers = keepAlive ? SECURITY_HEADERS : [...SECURITY_HEADERS, CONNECTION_CLOSE]
      return sendWebResponse(res, response, headers)
    }
    try {
      if (!handler) {
        const allow = (['GET', 'POST'] as const).filter((m) => route[m]).join(', ')
        await send(new Response(null, { status: 405, headers: { allow } }))
        return
      }
      await send(await handler(toWebRequest(req, origin, recordPeer)))
    } catch (error) {
      console.error(error)
      if (!res.headersSent) {
        await send(internalErrorResponse())
      } else res.destroy()
    }
  }
}

const CONNECTION_CLOSE = { key: 'connection', value: 'close' } as const
