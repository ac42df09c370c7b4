import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeRequest } from './routeRequest'

// The router and the Node <-> web adapters, over a real socket. The real auth handlers run through
// this path in every browser test (sign-in, session reads, logout).
describe('routeRequest', () => {
  let server: Server
  let base: string
  const seen: { method: string; url: string; body: string; cookie: string | null }[] = []
  const peers = new Map<Request, string | undefined>()

  beforeAll(async () => {
    server = createServer(
      routeRequest({
        origin: 'http://127.0.0.1:3000',
        recordPeer: (request, address) => peers.set(request, address),
        routes: {
          '/auth/echo': {
            GET: async (request) => {
              expect(peers.get(request)).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
              seen.push({ method: request.method, url: request.url, body: '', cookie: request.headers.get('cookie') })
              const headers = new Headers({ 'cache-control': 'no-store' })
              headers.append('set-cookie', 'a=1; Path=/; HttpOnly')
              headers.append('set-cookie', 'b=2; Path=/')
              return Response.json({ ok: true }, { headers })
            },
            POST: async (request) => {
              const body = await request.text()
              seen.push({ method: request.method, url: request.url, body, cookie: null })
              return Response.json({ length: body.length }, { status: 201 })
            },
          },
          '/auth/boom': {
            GET: async () => {
              throw new Error('handler bug')
            },
          },
        },
        fallback: (_req, res) => {
          res.writeHead(299, { 'content-type': 'text/plain' }).end('fallback')
        },
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers a route with its handler: query kept, cookies in, every Set-Cookie out, security headers on', async () => {
    const response = await fetch(`${base}/auth/echo?x=1`, { headers: { cookie: 'agentry_session=abc' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/'])
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(seen.at(-1)).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:3000/auth/echo?x=1',
      body: '',
      cookie: 'agentry_session=abc',
    })
  })

  it('streams a request body to the handler', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(50_000), signature: '0x' })
    const response = await fetch(`${base}/auth/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ length: body.length })
  })

  it('answers 405 with Allow for a method the route does not have', async () => {
    const response = await fetch(`${base}/auth/boom`, { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })

  it('turns a handler that throws into the API error shape, and keeps serving', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (error: unknown) => errors.push(error)
    try {
      const response = await fetch(`${base}/auth/boom`)
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong' } })
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
    }
    expect((await fetch(`${base}/auth/echo`)).status).toBe(200)
  })

  it('hands everything else to the fallback, including look-alike paths', async () => {
    for (const path of ['/', '/agents', '/auth/echo/extra', '/auth/constructor', '/auth']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(299)
      expect(await response.text()).toBe('fallback')
    }
  })
})
