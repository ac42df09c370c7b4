import { createSiweApiClient, SiweServerError, VerifyMessageError } from '@agentry/modal-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpBrowser } from './helpers/authServer'
import { PRODUCTION_TEST_TIMEOUT_MS, startProductionServer, type ProductionServer } from './helpers/productionServer'
import { sign, siweMessage } from './helpers/siwe'
import { ORIGIN } from './helpers/testBrowser'

// The modal's SIWE client (modal-core `createSiweApiClient`) against the real route handlers, as deployed
// (`node dist/server.cjs`): the error shape the server writes is the one the client reads.

let server: ProductionServer
beforeAll(async () => {
  server = await startProductionServer()
}, 90_000)
afterAll(async () => {
  await server?.dispose()
})

/** The client in a page of the site: the browser's cookies, and the headers a browser adds itself. */
function clientInBrowser() {
  const browser = new HttpBrowser(server.url)
  const fetchFromPage: typeof fetch = (input, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('sec-fetch-site', 'same-origin')
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', ORIGIN)
    return browser.fetch(String(input).slice(server.url.length), { ...init, headers })
  }
  // A first request on a cold server on a loaded machine can take longer than the client's default bound.
  return createSiweApiClient({ baseUrl: `${server.url}/auth`, fetch: fetchFromPage, timeoutMs: 60_000 })
}

describe('createSiweApiClient against the production server', () => {
  it(
    'signs in, reads the session, signs out',
    async () => {
      const api = clientInBrowser()
      const account = privateKeyToAccount(generatePrivateKey())
      expect(await api.getSession()).toBeNull()
      const message = siweMessage(account.address, await api.getNonce())
      expect(await api.verifyMessage({ message, signature: await sign(account, message) })).toBe(true)
      expect(await api.getSession()).toEqual({ address: account.address, chainId: 1 })
      await api.signOut()
      expect(await api.getSession()).toBeNull()
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )

  it(
    "a refused login carries the server's code and message",
    async () => {
      const api = clientInBrowser()
      const account = privateKeyToAccount(generatePrivateKey())
      const message = siweMessage(account.address, await api.getNonce())
      const signature = await sign(account, message)
      expect(await api.verifyMessage({ message, signature })).toBe(true)

      const replayed = await api.verifyMessage({ message, signature }).catch((error: unknown) => error)
      expect(replayed).toBeInstanceOf(VerifyMessageError)
      const refusal = (replayed as VerifyMessageError).cause
      expect(refusal).toBeInstanceOf(SiweServerError)
      expect(refusal).toMatchObject({
        status: 401,
        code: 'NONCE_INVALID',
        shortMessage: 'Failed to verify message: the nonce is unknown, expired or already used',
      })
      expect((replayed as VerifyMessageError).details).toBe(
        'Failed to verify message: the nonce is unknown, expired or already used',
      )

      const other = privateKeyToAccount(generatePrivateKey())
      const forged = siweMessage(account.address, await api.getNonce())
      const badSignature = await api
        .verifyMessage({ message: forged, signature: await sign(other, forged) })
        .catch((error: unknown) => error)
      expect((badSignature as VerifyMessageError).cause).toMatchObject({ status: 401, code: 'BAD_SIGNATURE' })
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )
})
