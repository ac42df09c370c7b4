import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startWebApp, type WebApp } from '@agentry/test-utils'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

// Passkey login in the modal on the site, through our own wallet host, as `npm run local` runs them: the
// site on http://127.0.0.1:<port>, the host (apps/wallet, its production build) on http://localhost:<port>
// (cross-site; the relying party is `localhost`). Chromium's virtual authenticator (ctap2_1, resident keys,
// user verification, PRF) holds the passkey in this tab. The passkey buttons are the frame's own: the modal
// shows the frame's panel in its view, and the user reaches it there.
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

/** A virtual authenticator (platform, resident keys, user verification, PRF) in the tab. */
async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
}

/** The site's SIWE session's address. */
const siweAddress = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/auth/session')
    return ((await response.json()) as { siwe: { address: string } | null }).siwe?.address
  })

test.beforeAll(async () => {
  if (!existsSync(WALLET_SERVER)) throw new Error('Build the wallet host first: pnpm --filter @agentry/wallet build')
  const [sitePort, smtpPort] = [await freePort(), await freePort()]
  walletPort = await freePort()
  walletOrigin = `http://localhost:${walletPort}`
  // Not the machine's DATABASE_URL, REDIS_URL or SMTP_URL: the host keeps everything to itself here.
  const { DATABASE_URL: _database, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env
  wallet = spawn(process.execPath, [WALLET_SERVER], {
    env: {
      ...inherited,
      WALLET_PORT: String(walletPort),
      WALLET_PUBLIC_URL: walletOrigin,
      WALLET_ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort}`,
      WALLET_DEV_INBOX: '1',
      WALLET_DEV_SMTP_PORT: String(smtpPort),
      WALLET_SESSION_SECRET: randomBytes(32).toString('hex'),
      WALLET_PGLITE_DIR: 'memory',
      WALLET_KEK: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
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

test('a user who added a passkey signs out, chooses the passkey in the modal, and is signed in with the same address', async ({
  page,
  header,
  modal,
}) => {
  test.setTimeout(120_000)
  await addAuthenticator(page)
  const frame = page.frameLocator('iframe[title="Embedded wallet"]')

  // Email login; the frame makes the wallet and shows the site's SIWE message. While it is shown, its own
  // panel (below the confirmation) offers to add a passkey: the user adds one, then approves.
  await page.goto(app.url)
  await header.connectButton.click()
  await modal.expectOpen()
  const email = `passkey-${randomBytes(4).toString('hex')}@example.org`
  await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await modal.dialog.getByRole('textbox', { name: 'Code from the email' }).pressSequentially(await readCode(email))
  await modal.signButton.click()
  const confirmation = frame.getByRole('region', { name: 'Sign message' })
  await expect(confirmation).toBeVisible()
  const message = (await confirmation.getByLabel('What you sign').textContent())!
  const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)![1]!
  await frame.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(frame.getByText('Passkey added. It signs you in and restores this wallet on a new device')).toBeVisible()
  let reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
  await confirmation.getByRole('button', { name: 'Approve' }).click()
  await reloaded
  await expect.poll(() => siweAddress(page)).toBe(address)

  // Sign out. The site does not put the embedded wallet back after its sign-in reload (the header offers
  // no account menu to disconnect from), so the site's own logout ends its session; the host's session is
  // ended below, once the modal has mounted the frame again, before the passkey is used.
  await page.evaluate(() => fetch('/auth/logout'))
  await page.reload()
  await expect(header.connectButton).toBeVisible()
  expect(await siweAddress(page)).toBeUndefined()

  // The modal offers the passkey; choosing it shows the frame's own panel in the view, where focus goes.
  await header.connectButton.click()
  await modal.expectOpen()
  await modal.dialog.getByRole('button', { name: 'Continue with passkey' }).click()
  const iframe = page.locator('iframe[title="Embedded wallet"]')
  await expect(iframe).toHaveAttribute(
    'allow',
    `publickey-credentials-get ${walletOrigin}; publickey-credentials-create ${walletOrigin}`,
  )
  const panel = modal.dialog.getByRole('group', { name: 'Continue with passkey' })
  await expect(panel).toBeVisible()
  // The host's sign-out (what disconnecting sends): from here only the passkey can sign the user in.
  const walletFrame = page.frames().find((candidate) => candidate.url() === `${walletOrigin}/frame`)!
  const hostSession = await walletFrame.evaluate(async () => {
    const post = (path: string) =>
      fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    await post('/api/sign-out')
    return ((await (await post('/api/session')).json()) as { user: unknown }).user
  })
  expect(hostSession).toBeFalsy()
  // The frame lies over the panel's place (it lives in the page's body, above the modal).
  await expect
    .poll(async () => {
      const [a, b] = [await iframe.boundingBox(), await panel.boundingBox()]
      return a && b ? [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].map(Math.round) : undefined
    })
    .toEqual([0, 0, 0, 0])
  // Focus is handed to the frame (the modal's focus trap lets it stay there), then the user presses the
  // frame's own passkey button: the activation WebAuthn needs is the frame's.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Embedded wallet')
  const framePasskey = frame.getByRole('button', { name: 'Continue with passkey' })
  await framePasskey.click()
  // The frame says who its passkey signed in (then the modal hides it again as it connects).
  await expect(frame.getByText(`Signed in as ${email}`)).toBeAttached()

  // Signed in in the frame: the modal connects the same address and the site's sign-in follows.
  await expect(modal.signButton).toBeVisible()
  await expect(header.accountButton).toContainText(`${address.slice(0, 6)}…${address.slice(-4)}`)
  await modal.signButton.click()
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByLabel('What you sign')).toContainText(address)
  reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
  await confirmation.getByRole('button', { name: 'Approve' }).click()
  await reloaded
  await expect.poll(() => siweAddress(page)).toBe(address)
})
