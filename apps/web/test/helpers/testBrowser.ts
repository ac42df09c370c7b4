/** A route handler as exported by a `route.ts` file under `app/`. */
export type RouteHandler = (request: Request) => Promise<Response>

export const ORIGIN = 'http://127.0.0.1:3000'

/**
 * A minimal browser for driving route handlers directly: it keeps the cookies the handlers set
 * (honouring Max-Age=0 deletions) and sends them back, like a real one on the same origin.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>()

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(handler: RouteHandler, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader())
    const response = await handler(new Request(`${ORIGIN}${path}`, { ...init, headers }))
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim())
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(index + 1))
    }
    return response
  }

  get(handler: RouteHandler, path: string, headers: HeadersInit = {}): Promise<Response> {
    return this.request(handler, path, { method: 'GET', headers })
  }

  postJson(handler: RouteHandler, path: string, body: unknown, headers: HeadersInit = {}): Promise<Response> {
    return this.request(handler, path, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }
}
