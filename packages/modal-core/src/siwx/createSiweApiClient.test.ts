import { describe, expect, test, vi } from 'vitest'
import { createSiweApiClient } from './createSiweApiClient.js'

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

  test('a refused login is a VerifyMessageError carrying the server message', async () => {
    const api = createSiweApiClient({ fetch: fakeFetch(() => json({ message: 'Invalid nonce' }, 401)).fetch })
    await expect(api.verifyMessage({ message: 'm', signature: '0x1' })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [VerifyMessageError: Failed to verify message

      Details: Invalid nonce]
    `)
  })
})
