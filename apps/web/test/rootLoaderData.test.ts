import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpBrowser } from './helpers/authServer'
import { PRODUCTION_TEST_TIMEOUT_MS, startProductionServer, type ProductionServer } from './helpers/productionServer'

// Issue 29 item 6: the spec's root loader data has `cookies`; the site leaves it out on purpose
// (lib/server/README.md, "Root loader data"): the Cookie header holds the HttpOnly session cookie.

let server: ProductionServer
beforeAll(async () => {
  server = await startProductionServer()
}, 90_000)
afterAll(async () => {
  await server?.dispose()
})

describe('the root layout of a signed-in page', () => {
  it(
    'knows the session (isAuthenticated) but never carries the session cookie into the page',
    async () => {
      const browser = new HttpBrowser(server.url)
      expect((await browser.signIn(privateKeyToAccount(generatePrivateKey()))).status).toBe(200)
      const session = /agentry_session=([^;]+)/.exec(browser.cookieHeader())?.[1]
      expect(session).toBeDefined()

      const page = await browser.fetch('/')
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toMatch(/isAuthenticated\\?":true/)
      expect(html).not.toContain(session!)
      expect(html).not.toContain(decodeURIComponent(session!))
      expect(html).not.toContain('agentry_session')
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )
})
