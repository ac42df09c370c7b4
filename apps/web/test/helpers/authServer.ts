import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import * as login from '@/app/auth/login/route'
import * as logout from '@/app/auth/logout/route'
import * as nonce from '@/app/auth/nonce/route'
import * as session from '@/app/auth/session/route'
import { setPeerAddress } from '@/lib/server/clientAddress'
import type { RouteModule } from '@/server/builtRoutes'
import { routeRequest } from '@/server/routeRequest'
import { sign, siweMessage } from './siwe'
import { ORIGIN } from './testBrowser'

/** The auth API's route modules by path, from their source (the production server loads Next's build of them). */
export const AUTH_ROUTES: Readonly<Record<string, RouteModule>> = {
  '/auth/nonce': nonce,
  '/auth/session': session,
  '/auth/login': login,
  '/auth/logout': logout,
}

export type AuthServer = { base: string; stop: () => Promise<void> }

/**
 * The production server's request path on a real socket: `server/routeRequest` with the auth routes
 * (Next's handler, for every other path, is not needed here). Uses the process-wide config and db of
 * a {@link startServerFixture}.
 */
export async function startAuthServer(): Promise<AuthServer> {
  const server: Server = createServer(
    routeRequest({
      routes: AUTH_ROUTES,
      origin: ORIGIN,
      recordPeer: setPeerAddress,
      fallback: (_req, res) => void res.writeHead(404).end(),
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A browser on the real server: keeps the cookies it is given, sends the site's Origin on POST. */
export class HttpBrowser {
  constructor(
    readonly base: string,
    /** Sent with every request (a proxy's X-Forwarded-For, say). */
    private readonly headers: Record<string, string> = {},
    private readonly cookie = new Map<string, string>(),
  ) {}

  /** The same browser (same cookies and headers) talking to another instance behind the same origin. */
  on(base: string): HttpBrowser {
    return new HttpBrowser(base, this.headers, this.cookie)
  }

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.cookie].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) })
    if (this.cookie.size > 0) headers.set('cookie', this.cookieHeader())
    const response = await fetch(`${this.base}${path}`, { ...init, headers })
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';', 1)[0]!
      this.cookie.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
    }
    return response
  }

  postLogin(body: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch('/auth/login', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      body,
    })
  }

  /**
   * A nonce for this browser (the server must answer 200) and the JSON body of a login signed by
   * `account` (a fresh one by default).
   *
   * @example
   * const { account, body } = await browser.signedLoginBody()
   * expect((await browser.postLogin(body)).status).toBe(200)
   */
  async signedLoginBody(account: LocalAccount = privateKeyToAccount(generatePrivateKey())) {
    const issued = await this.fetch('/auth/nonce')
    if (issued.status !== 200) throw new Error(`nonce failed: ${issued.status}`)
    const message = siweMessage(account.address, ((await issued.json()) as { nonce: string }).nonce)
    return { account, body: JSON.stringify({ message, signature: await sign(account, message) }) }
  }

  /** Gets a nonce and posts a message for it signed by `account`; `nonce` replaces the one issued. */
  async signIn(account: LocalAccount, { nonce }: { nonce?: string } = {}): Promise<Response> {
    const issued = await this.fetch('/auth/nonce')
    if (issued.status !== 200) return issued
    const message = siweMessage(account.address, nonce ?? ((await issued.json()) as { nonce: string }).nonce)
    return await this.postLogin(JSON.stringify({ message, signature: await sign(account, message) }))
  }
}
