import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '@agentry/test-utils/postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { HttpBrowser } from './helpers/authServer'
import { startProductionServer, type ProductionServer } from './helpers/productionServer'
import { startTcpProxy, type TcpProxy } from './helpers/tcpProxy'

// The pages (not the auth API) of the production server while PostgreSQL cannot be reached: a signed-in
// visitor's page needs the database (the layout reads the session and role), so it fails. It must fail
// with a digest that our error screen turns into 'Server Error', 503 and what is down (without it, a
// production build hides the error and the screen could only say 'Something went wrong!'), and serve
// again once the database is back.

let database: TestDatabase
let proxy: TcpProxy
let server: ProductionServer
beforeAll(async () => {
  database = await createTestDatabase()
  proxy = await startTcpProxy(Number(new URL(TEST_DATABASE_URL).port || 5432))
  const url = new URL(database.url)
  url.host = `127.0.0.1:${proxy.port}`
  server = await startProductionServer({ DATABASE_URL: url.toString() })
}, 120_000)
afterAll(async () => {
  await server?.dispose()
  await proxy?.stop()
  await database?.drop()
})

/** Everything the page's HTML carries for the client: the RSC payload holds the error's digest. */
const UNAVAILABLE_DIGEST = '\\"digest\\":\\"AGENTRY_HTTP;503;DATABASE_UNAVAILABLE\\"'

describe('pages with the database down', () => {
  it('fail with the digest our error screen reads (503, the database), and serve again once it is back', async () => {
    const browser = new HttpBrowser(server.url)
    const account = privateKeyToAccount(generatePrivateKey())
    expect((await browser.signIn(account)).status).toBe(200)
    const before = await browser.fetch('/account')
    expect(before.status).toBe(200)
    expect(await before.text()).toContain(account.address)

    await proxy.stop()
    for (const path of ['/', '/account', '/dashboard']) {
      const response = await browser.fetch(path)
      const html = await response.text()
      // Next answers 500 for a failed layout and renders the boundary (app/global-error.tsx) in the
      // browser; e2e/tests/databaseOutage.spec.ts checks the screen itself.
      expect(response.status, path).toBe(500)
      expect(html, path).toContain(UNAVAILABLE_DIGEST)
    }
    // An anonymous visitor needs no database for these pages: they still serve.
    expect((await fetch(`${server.url}/`)).status).toBe(200)
    expect(server.child.exitCode).toBe(null)

    await proxy.start()
    const back = await waitFor('the account page to serve again', async () => {
      const response = await browser.fetch('/account')
      return response.status === 200 ? await response.text() : undefined
    })
    expect(back).toContain(account.address)
    expect(back).not.toContain('AGENTRY_HTTP')
  }, 60_000)
})
