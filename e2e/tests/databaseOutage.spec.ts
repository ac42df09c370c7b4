import { createServer, connect, type Server, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromium, expect, test } from '@playwright/test'
import { createTestDatabase, startWebApp, TEST_DATABASE_URL, type TestDatabase, type WebApp } from '@agentry/test-utils'
import { createSiweMessage } from 'viem/siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { CHROMIUM_LAUNCH_OPTIONS } from '../settings'

// A signed-in visitor's pages need PostgreSQL (the layout reads the session and its role). With it
// unreachable they show our error screen (spec section 2: 'Server Error', 503 and its text) saying
// what is down, not Next's generic one, and the page comes back by itself once the database does.
// Its own production server, whose database connection passes through a proxy this test can cut.

const appDir = fileURLToPath(new URL('../../apps/web', import.meta.url))

/** A TCP proxy to PostgreSQL that can refuse connections (stop) and accept them again (start). */
async function databaseProxy(targetPort: number) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const start = async () => {
    server = createServer((client) => {
      const upstream = connect(targetPort, '127.0.0.1')
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('error', () => undefined)
        socket.on('close', () => {
          sockets.delete(socket)
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server.address() as { port: number }).port
  }
  const stop = async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server?.close(resolve))
  }
  await start()
  return { port, start, stop }
}

let database: TestDatabase
let proxy: Awaited<ReturnType<typeof databaseProxy>>
let app: WebApp
test.beforeAll(async () => {
  database = await createTestDatabase()
  proxy = await databaseProxy(Number(new URL(TEST_DATABASE_URL).port || 5432))
  const url = new URL(database.url)
  url.host = `127.0.0.1:${proxy.port}`
  app = await startWebApp({ appDir, env: { DATABASE_URL: url.toString() } })
})
test.afterAll(async () => {
  await app?.stop()
  await proxy?.stop()
  await database?.drop()
})

/** Signs in over HTTP as a fresh account; returns its address and session cookie. */
async function signIn() {
  const account = privateKeyToAccount(generatePrivateKey())
  const nonceResponse = await fetch(`${app.url}/auth/nonce`)
  const cookies = nonceResponse.headers.getSetCookie().map((c) => c.split(';')[0])
  const { nonce } = (await nonceResponse.json()) as { nonce: string }
  const origin = new URL(app.url)
  const message = createSiweMessage({
    address: account.address,
    chainId: 1337,
    domain: origin.host,
    uri: origin.origin,
    nonce,
    version: '1',
    statement: 'Please sign with your account',
    issuedAt: new Date(),
  })
  const login = await fetch(`${app.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin.origin, cookie: cookies.join('; ') },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  })
  expect(login.status).toBe(200)
  const session = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('agentry_session='))!
    .split(';')[0]!
  return { address: account.address, session }
}

test('with the database down a page shows the 503 error screen, then comes back by itself', async () => {
  const { address, session } = await signIn()
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
  try {
    const context = await browser.newContext()
    const [name, value] = [session.slice(0, session.indexOf('=')), session.slice(session.indexOf('=') + 1)]
    await context.addCookies([{ name, value, url: app.url }])
    const page = await context.newPage()
    await page.goto(`${app.url}/account`)
    await expect(page.getByText(address)).toBeVisible()

    await proxy.stop()
    await page.goto(`${app.url}/account`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
    await expect(page.getByText('503', { exact: true })).toBeVisible()
    await expect(page.getByText('Service Unavailable', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Service unavailable: the database cannot be reached. Please try again shortly'),
    ).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('This page tries again every 5 seconds.')
    await expect(page.getByText(/Application error|server-side exception/)).toHaveCount(0)

    // Back: the page reloads itself and serves the account again, without the visitor doing anything.
    await proxy.start()
    await expect(page.getByText(address)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')
  } finally {
    await browser.close()
  }
})
