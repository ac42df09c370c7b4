import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startWebApp, type WebApp } from '@agentry/test-utils'
import { expect, test } from '../fixtures'

// Email login on the site through our own wallet host, as `npm run local` runs them: the site on
// http://127.0.0.1:<port>, the host (apps/wallet, its production build) on http://localhost:<port>, so the
// frame is cross-site, with its development SMTP server on 127.0.0.1 whose inbox the test reads. No vendor,
// no project id. After the code, the frame creates the new visitor's wallet (its keys split between the
// frame's IndexedDB and the host) and signs the site's SIWE message after the visitor approves it there.
const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))
const WALLET_SERVER = fileURLToPath(new URL('../../apps/wallet/dist/server.js', import.meta.url))

let app: WebApp
let wallet: ChildProcess
let walletPort: number
let walletOrigin: string

const freePort = async () => {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** The newest code mailed to `email`, from the host's development inbox. */
const readCode = async (email: string) => {
  for (let tries = 0; tries < 100; tries += 1) {
    const inbox = await fetch(`http://127.0.0.1:${walletPort}/dev/inbox.json?to=${encodeURIComponent(email)}`)
    const { mails } = (await inbox.json()) as { mails: { subject: string }[] }
    const code = mails[0] && /\b(\d{6})\b/.exec(mails[0].subject)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code mailed to ${email}`)
}

test.beforeAll(async () => {
  if (!existsSync(WALLET_SERVER)) throw new Error('Build the wallet host first: pnpm --filter @agentry/wallet build')
  const [sitePort, smtpPort] = [await freePort(), await freePort()]
  walletPort = await freePort()
  walletOrigin = `http://localhost:${walletPort}`
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
})

test.describe('email login through our wallet host', () => {
  test('a visitor enters an email, the code from the host’s inbox is accepted, and the frame holds the session', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const email = `visitor-${randomBytes(4).toString('hex')}@example.org`
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    await expect(modal.dialog.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible()
    // The frame the modal talks to is our host's, loaded without a project id.
    await expect(page.locator('iframe[title="Embedded wallet"]')).toHaveAttribute('src', `${walletOrigin}/frame`)

    const code = await readCode(email)
    const box = modal.dialog.getByRole('textbox', { name: 'Code from the email' })
    await box.pressSequentially(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await expect(modal.dialog.getByText('Invalid code')).toBeVisible()
    await box.pressSequentially(code)
    // The code is accepted and the account connects: the site's sign-in view comes next.
    await expect(modal.signButton).toBeVisible()

    // The session lives in the host's cookie inside the cross-site frame: the frame's own call finds it.
    const frame = page.frames().find((candidate) => candidate.url() === `${walletOrigin}/frame`)
    expect(frame).toBeDefined()
    const session = await frame!.evaluate(async () => {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return response.json() as Promise<unknown>
    })
    expect(session).toEqual({ user: { email } })
  })
})

test.describe('a new visitor’s embedded wallet', () => {
  test('signs in by email, gets a wallet made in the frame, and signs in to the site with SIWE approved in the frame', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const email = `newcomer-${randomBytes(4).toString('hex')}@example.org`
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await modal.dialog.getByRole('textbox', { name: 'Code from the email' }).pressSequentially(await readCode(email))

    // Connected: the frame made the wallet and answers its address; the header shows it.
    await expect(modal.signButton).toBeVisible()
    await expect(header.accountButton).toBeVisible()
    const shortAddress = (await header.accountButton.textContent())!.match(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)![0]

    // SIWE: the site asks for personal_sign; the frame shows the message and the new wallet's recovery code.
    await modal.signButton.click()
    const frame = page.frameLocator('iframe[title="Embedded wallet"]')
    const confirmation = frame.getByRole('region', { name: 'Sign message' })
    await expect(confirmation).toBeVisible()
    await expect(confirmation.getByRole('note', { name: 'Recovery code' })).toContainText(
      /([0-9A-Z]{4}-){7}[0-9A-Z]{4}/,
    )
    const message = (await confirmation.getByLabel('What you sign').textContent())!
    const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1]
    expect(address).toBeDefined()
    expect(`${address!.slice(0, 6)}…${address!.slice(-4)}`).toBe(shortAddress)

    // The host keeps the shares of that account: it is the wallet the frame made, not an address from elsewhere.
    const walletFrame = page.frames().find((candidate) => candidate.url() === `${walletOrigin}/frame`)!
    const stored = await walletFrame.evaluate(async () => {
      const response = await fetch('/api/keys/fetch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return ((await response.json()) as { shares: { evmAddress: string } | null }).shares?.evmAddress
    })
    expect(stored).toBe(address)

    const reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
    await confirmation.getByRole('button', { name: 'Approve' }).click()
    await reloaded

    // The site's server holds the SIWE session of that address.
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const response = await fetch('/auth/session')
          return ((await response.json()) as { siwe: { address: string } | null }).siwe?.address
        }),
      )
      .toBe(address)
  })
})
