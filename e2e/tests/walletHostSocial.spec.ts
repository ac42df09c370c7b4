import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startWebApp, type WebApp } from '@agentry/test-utils'
import { startTestOidcProvider, type TestOidcProvider } from '../../apps/wallet/src/test/startTestOidcProvider'
import { expect, test } from '../fixtures'

// Social login on the site through our own wallet host, against a real OpenID provider (panva's
// oidc-provider) on 127.0.0.1 standing in for Google: the site on http://127.0.0.1:<port>, the host (its
// production build) on http://localhost:<port>, the provider on http://127.0.0.1:<another port>. The
// modal opens a popup on the host's start page, the provider's login form runs in it, the provider sends
// it to the host's callback, and the host sends it back to the site, where the modal finishes the login
// in the frame. No vendor, no project id.
const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))
const WALLET_SERVER = fileURLToPath(new URL('../../apps/wallet/dist/server.js', import.meta.url))

let app: WebApp
let wallet: ChildProcess
let provider: TestOidcProvider
let walletOrigin: string

const freePort = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

test.beforeAll(async () => {
  if (!existsSync(WALLET_SERVER)) throw new Error('Build the wallet host first: pnpm --filter @agentry/wallet build')
  const [sitePort, smtpPort, walletPort] = [await freePort(), await freePort(), await freePort()]
  walletOrigin = `http://localhost:${walletPort}`
  provider = await startTestOidcProvider({ redirectUris: [`${walletOrigin}/social/callback`] })
  // Not the machine's DATABASE_URL, REDIS_URL or SMTP_URL: the host keeps everything to itself here.
  const { DATABASE_URL: _database, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    WALLET_PORT: String(walletPort),
    WALLET_PUBLIC_URL: walletOrigin,
    WALLET_ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort}`,
    WALLET_DEV_INBOX: '1',
    WALLET_DEV_SMTP_PORT: String(smtpPort),
    WALLET_SESSION_SECRET: randomBytes(32).toString('hex'),
    WALLET_PGLITE_DIR: 'memory',
    WALLET_KEK: randomBytes(32).toString('hex'),
    WALLET_OIDC_ISSUER: provider.issuer,
    WALLET_OIDC_CLIENT_ID: provider.clientId,
    WALLET_OIDC_CLIENT_SECRET: provider.clientSecret,
  }
  wallet = spawn(process.execPath, [WALLET_SERVER], { env, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    wallet.once('exit', (code) => reject(new Error(`wallet host exited with ${code}`)))
    wallet.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('wallet host on') && resolve())
  })
  app = await startWebApp({
    appDir: WEB_DIR,
    port: sitePort,
    env: { LOCAL_RPC_URL: process.env.E2E_RPC_URL!, MODAL_EMBEDDED_WALLET_URL: walletOrigin },
  })
})
test.afterAll(async () => {
  await app?.stop()
  wallet?.kill('SIGTERM')
  await provider?.stop()
})

test.describe('social login through our wallet host', () => {
  test('a visitor logs in with the OpenID provider in the popup, gets a wallet, and signs in to the site with SIWE', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const name = `visitor-${randomBytes(4).toString('hex')}`
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened

    // The provider's own login page, in the popup that went through the host's start page.
    await expect(popup.getByRole('heading', { name: 'Test provider' })).toBeVisible()
    expect(new URL(popup.url()).origin).toBe(provider.issuer)
    await popup.getByRole('textbox', { name: 'User name' }).fill(name)
    await popup.getByRole('button', { name: 'Sign in' }).click()

    // Back on the site's origin, the modal closes the popup and the frame finishes the login.
    await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true)
    await expect(modal.signButton).toBeVisible()
    await expect(header.accountButton).toBeVisible()
    const shortAddress = (await header.accountButton.textContent())!.match(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)![0]

    // The frame holds the host's session of the social account.
    const walletFrame = page.frames().find((candidate) => candidate.url() === `${walletOrigin}/frame`)!
    const session = await walletFrame.evaluate(async () => {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return response.json() as Promise<{ user: { social: { provider: string; userName: string } } }>
    })
    expect(session.user.social).toEqual({ provider: 'google', userName: name, email: `${name}@example.test` })

    // SIWE: the site asks for personal_sign; the frame shows the message (and the new wallet's recovery code).
    await modal.signButton.click()
    const confirmation = page
      .frameLocator('iframe[title="Embedded wallet"]')
      .getByRole('region', { name: 'Sign message' })
    await expect(confirmation).toBeVisible()
    const message = (await confirmation.getByLabel('What you sign').textContent())!
    const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1]
    expect(address).toBeDefined()
    expect(`${address!.slice(0, 6)}…${address!.slice(-4)}`).toBe(shortAddress)
    const reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
    await confirmation.getByRole('button', { name: 'Approve' }).click()
    await reloaded
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const response = await fetch('/auth/session')
          return ((await response.json()) as { siwe: { address: string } | null }).siwe?.address
        }),
      )
      .toBe(address)
  })

  test('a provider the host has no credentials for gets a clear error, and nothing connects', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
    const popup = await popupOpened
    await expect(modal.dialog.getByText('Login with GitHub is not available on this wallet host')).toBeVisible()
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(header.accountButton).toBeHidden()
  })

  test('a login cancelled at the provider says so, and nothing connects', async ({ page, header, modal }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal.dialog.getByText('The login was cancelled or refused by the provider')).toBeVisible()
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(header.accountButton).toBeHidden()
  })
})
