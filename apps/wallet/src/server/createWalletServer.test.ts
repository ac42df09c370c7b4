import type { AddressInfo } from 'node:net'
import { request as httpRequest } from 'node:http'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readWalletConfig } from './config.js'
import { createWalletServer } from './createWalletServer.js'

let server: Server
let base: string
const allowed = ['http://localhost:3000', 'https://app.example.org']
let config: ReturnType<typeof readWalletConfig>

beforeAll(async () => {
  config = readWalletConfig({
    WALLET_ALLOWED_ORIGINS: allowed.join(','),
    WALLET_PUBLIC_URL: 'http://wallet.localhost:3001',
    WALLET_MAX_BODY_BYTES: '1024',
  })
  const routes = { echo: async (body: unknown) => ({ received: body }) }
  server = createWalletServer({ config, frameScript: 'console.log("frame")', routes })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } })
const own = { origin: 'http://wallet.localhost:3001' }

describe('createWalletServer', () => {
  it('serves the frame page with frame-ancestors = the allow list and only its own script', async () => {
    const response = await fetch(`${base}/frame`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain('frame-ancestors http://localhost:3000 https://app.example.org')
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain(
      '<meta name="wallet-allowed-origins" content="http://localhost:3000 https://app.example.org">',
    )
    expect(html).toContain('<script src="/frame.js"></script>')
    const script = await fetch(`${base}/frame.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('console.log("frame")')
  })

  it('answers a state-changing call from its own origin', async () => {
    const response = await post('/api/echo', '{"a":1}', own)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ received: { a: 1 } })
  })

  it('refuses a call with no Origin or another origin, an allowed dapp included (CSRF)', async () => {
    for (const headers of [{}, { origin: 'https://evil.example' }, { origin: 'http://localhost:3000' }] as Record<
      string,
      string
    >[]) {
      const response = await post('/api/echo', '{}', headers)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: { code: 'ORIGIN_MISMATCH', message: 'Request origin is not allowed' },
      })
    }
  })

  it('refuses an oversized body, declared or streamed without a length', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(2000) })
    const declared = await post('/api/echo', big, own)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({
      error: { code: 'BODY_TOO_LARGE', message: 'Request body is larger than 1024 bytes' },
    })

    // Chunked, no Content-Length: the limit holds while reading.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${base}/api/echo`)
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', ...own },
        },
        (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode!, body }))
        },
      )
      request.on('error', reject)
      for (let index = 0; index < 10; index++) request.write('x'.repeat(200))
      request.end()
    })
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.body)).toEqual({
      error: { code: 'BODY_TOO_LARGE', message: 'Request body is larger than 1024 bytes' },
    })
  })

  it('answers bad JSON, a wrong media type, a wrong method and an unknown path in the one error shape', async () => {
    const badJson = await post('/api/echo', '{', own)
    expect([badJson.status, await badJson.json()]).toEqual([
      400,
      { error: { code: 'BAD_JSON', message: 'Request body is not valid JSON' } },
    ])
    const text = await post('/api/echo', '{}', { ...own, 'content-type': 'text/plain' })
    expect(text.status).toBe(415)
    expect((await text.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const get = await fetch(`${base}/api/echo`)
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST'])
    expect((await get.json()).error.code).toBe('METHOD_NOT_ALLOWED')
    const missing = await post('/api/nothing', '{}', own)
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: { code: 'NOT_FOUND', message: 'Not found' } },
    ])
  })

  it('answers a route that throws with a generic 500 that says nothing of the cause', async () => {
    const failing = createWalletServer({
      config,
      frameScript: '',
      routes: { boom: async () => Promise.reject(new Error('secret detail')) },
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/api/boom`
      const response = await fetch(url, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', ...own },
      })
      expect([response.status, await response.json()]).toEqual([
        500,
        { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      ])
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()))
    }
  })
})
