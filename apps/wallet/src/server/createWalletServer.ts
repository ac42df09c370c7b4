import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { nodeCookies, type CookieJar } from 'iron-session'
import type { WalletConfig } from './config.js'
import { MethodNotAllowedError, NotFoundError } from './errors.js'
import { framePageHeaders, renderFramePage } from './framePage.js'
import { assertSameOrigin, readJsonBody, sendError, sendJson } from './http.js'
import { renderVaultPage, VAULT_PAGE_HEADERS } from './vaultPage.js'

/** What a route gets besides its body: the request, and its cookies (writes become Set-Cookie headers). */
export type ApiRouteContext = { request: IncomingMessage; cookies: CookieJar }

/** A state-changing API route: gets the parsed JSON body, returns the JSON answer. */
export type ApiRoute = (body: unknown, context: ApiRouteContext) => Promise<unknown>

/** A GET page besides the frame (the development inbox): its status, headers and body. */
export type PageRoute = (
  request: IncomingMessage,
) => Promise<{ status: number; headers: Record<string, string>; body: string }>

export type CreateWalletServerParameters = {
  config: WalletConfig
  /** The frame page's script (dist/frame.js), served at /frame.js. */
  frameScript: Uint8Array | string
  /** The wallet window's script (dist/vault.js): with it, the window is served at /vault and /vault.js. */
  vaultScript?: Uint8Array | string
  /** POST routes under /api/, by path. */
  routes?: Record<string, ApiRoute>
  /** GET pages by path (e.g. `/dev/inbox`). */
  pages?: Record<string, PageRoute>
}

/**
 * The wallet host's HTTP server: the frame page (`/frame`, with `frame-ancestors` = the allow list), its
 * script, a health check, and POST routes under `/api/` behind the CSRF origin check and the body limit.
 * Every error is `{ error: { code, message } }`.
 *
 * @example
 * const server = createWalletServer({ config, frameScript })
 * server.listen(config.port, config.host)
 */
export function createWalletServer({
  config,
  frameScript,
  vaultScript,
  routes = {},
  pages = {},
}: CreateWalletServerParameters): Server {
  const page = renderFramePage(config)
  const pageHeaders = framePageHeaders(config)
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname
    if (path === '/frame' || path === '/frame.html') {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new MethodNotAllowedError({ allowed: ['GET'] })
      response.writeHead(200, pageHeaders)
      return void response.end(request.method === 'HEAD' ? undefined : page)
    }
    if (path === '/frame.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' })
      return void response.end(frameScript)
    }
    if (vaultScript !== undefined && (path === '/vault' || path === '/vault.js')) {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new MethodNotAllowedError({ allowed: ['GET'] })
      const [headers, body] =
        path === '/vault'
          ? [VAULT_PAGE_HEADERS, renderVaultPage(config)]
          : [{ 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' }, vaultScript]
      response.writeHead(200, headers)
      return void response.end(request.method === 'HEAD' ? undefined : body)
    }
    if (path === '/api/health') return sendJson(response, 200, { ok: true })
    if (path.startsWith('/api/')) {
      if (request.method !== 'POST') throw new MethodNotAllowedError({ allowed: ['POST'] })
      // The origin check comes before anything else, the body read included: a forged request costs nothing.
      assertSameOrigin(request, config.publicOrigin)
      const body = await readJsonBody(request, config.maxBodyBytes)
      const name = path.slice('/api/'.length)
      // Own keys only: `/api/constructor` must not reach Object.prototype.
      const route = Object.hasOwn(routes, name) ? routes[name] : undefined
      if (!route) throw new NotFoundError()
      // Set-Cookie headers wait in the response until sendJson writes the head.
      return sendJson(response, 200, await route(body, { request, cookies: nodeCookies(request, response) }))
    }
    const pageRoute = Object.hasOwn(pages, path) ? pages[path] : undefined
    if (pageRoute) {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new MethodNotAllowedError({ allowed: ['GET'] })
      const answer = await pageRoute(request)
      response.writeHead(answer.status, answer.headers)
      return void response.end(request.method === 'HEAD' ? undefined : answer.body)
    }
    throw new NotFoundError()
  }
  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy()
      // An unread body would be left on the socket; close the connection after the answer.
      response.setHeader('connection', 'close')
      sendError(response, error)
    })
  })
}
