import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { SessionFetchError, VerifyMessageError } from '../errors/siwxErrors.js'
import { createSiweApiClient, SiweServerError } from './createSiweApiClient.js'

type Call = { url: string; init: RequestInit | undefined }

function fakeFetch(answer: (url: string) => Response) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    return answer(String(input))
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createSiweApiClient', () => {
  test('speaks to {base}/nonce, /session, /login, /logout with same-origin cookies', async () => {
    const { calls, fetch } = fakeFetch((url) =>
      url.endsWith('/nonce')
        ? json({ nonce: 'abc12345' })
        : url.endsWith('/session')
          ? json({ siwe: { address: '0xabc', chainId: 1 } })
          : json({ ok: true }),
    )
    const api = createSiweApiClient({ fetch })
    expect(await api.getNonce()).toBe('abc12345')
    expect(await api.getSession()).toEqual({ address: '0xabc', chainId: 1 })
    expect(await api.verifyMessage({ message: 'm', signature: '0x1' })).toBe(true)
    await api.signOut()
    expect(calls.map((call) => `${call.init?.method ?? 'GET'} ${call.url} ${call.init?.credentials}`)).toEqual([
      'GET /auth/nonce same-origin',
      'GET /auth/session same-origin',
      'POST /auth/login same-origin',
      'GET /auth/logout same-origin',
    ])
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({ message: 'm', signature: '0x1' })
  })

  test('a session without address or chainId, or an unreadable one, is no session', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    for (const response of [
      json({ siwe: null }),
      json({ siwe: { address: '0xabc' } }),
      json({ siwe: { chainId: 1 } }),
      json({}, 500),
      new Response('nope'),
    ]) {
      const api = createSiweApiClient({ baseUrl: 'http://127.0.0.1:9/auth/', fetch: fakeFetch(() => response).fetch })
      expect(await api.getSession()).toBeNull()
    }
    expect(info.mock.calls.map((call) => String(call[0]).split('\n')[0])).toContain(
      '[@agentry/modal-core] SESSION_FETCH_FAILED: Network response was not ok',
    )
    info.mockRestore()
  })

  test("a refused login is a VerifyMessageError whose cause is the server's { error: { code, message } }", async () => {
    const refusal = {
      code: 'NONCE_INVALID',
      message: 'Failed to verify message: the nonce is unknown, expired or already used',
    }
    const api = createSiweApiClient({ fetch: fakeFetch(() => json({ error: refusal }, 401)).fetch })
    const error = await api.verifyMessage({ message: 'm', signature: '0x1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VerifyMessageError)
    expect((error as VerifyMessageError).cause).toBeInstanceOf(SiweServerError)
    expect((error as VerifyMessageError).cause).toMatchObject({ status: 401, ...refusal })
    expect(error).toMatchInlineSnapshot(`
      [VerifyMessageError: Failed to verify message

      Details: Failed to verify message: the nonce is unknown, expired or already used]
    `)
  })

  test('an answer that is not the error shape (a proxy page) keeps its status and text', async () => {
    const api = createSiweApiClient({ fetch: fakeFetch(() => new Response('Bad Gateway', { status: 502 })).fetch })
    const error = await api.verifyMessage({ message: 'm', signature: '0x1' }).catch((e: unknown) => e)
    expect((error as VerifyMessageError).cause).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      shortMessage: 'Bad Gateway',
    })
  })
})

describe('createSiweApiClient against a server that never answers', () => {
  let server: Server
  let base: string
  const held: ServerResponse[] = []
  beforeAll(async () => {
    // Accepts every request and never answers; /auth/slow-body sends headers and then stalls its body.
    server = createServer((req, res) => {
      held.push(res)
      if (req.url === '/auth/session' && req.headers['x-stall'] === 'body') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"siwe":')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth`
  })
  afterAll(async () => {
    for (const res of held) res.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  test('the session counts as none, and nonce, login and logout fail with their errors', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const api = createSiweApiClient({ baseUrl: base, timeoutMs: 300 })
    expect(await api.getSession()).toBeNull()
    expect(info.mock.calls.map((call) => String(call[0]).split('\n')[0])).toContain(
      '[@agentry/modal-core] SESSION_FETCH_FAILED: Network response was not ok',
    )
    info.mockRestore()
    await expect(api.getNonce()).rejects.toThrowError(
      new SessionFetchError({ details: `GET ${base}/nonce: no answer within 300 ms` }),
    )
    await expect(api.verifyMessage({ message: 'm', signature: '0x1' })).rejects.toThrowError(
      new VerifyMessageError({ details: `POST ${base}/login: no answer within 300 ms` }),
    )
    await expect(api.signOut()).rejects.toBeInstanceOf(SessionFetchError)
  })

  test('a body that stalls after the headers is cut too', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const fetchStalling: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-stall': 'body' } })
    const api = createSiweApiClient({ baseUrl: base, timeoutMs: 300, fetch: fetchStalling })
    expect(await api.getSession()).toBeNull()
    info.mockRestore()
  })
})
