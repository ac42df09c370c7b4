import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { build } from 'esbuild'
import { mnemonicToAccount } from 'viem/accounts'
import type * as FrameEntry from '../../packages/modal-core/src/frame/index.js'
import { startWalletHost, type WalletHost } from '../walletHost'

// Export in real Chromium: a dapp page on http://127.0.0.1 drives modal-core's real frame client against
// the wallet host's production build on http://localhost (cross-site), logs in by email with the code from
// the host's inbox, and asks for the export. The phrase appears only in the frame's own panel, after the
// user's click there, and nothing the dapp's window receives holds it.
const FRAME_ENTRY = fileURLToPath(new URL('../../packages/modal-core/src/frame/index.ts', import.meta.url))
// The modal as a page with no bundler uses it: modal-ui's browser build (one module, modal-core inside).
const MODAL_BUILD = fileURLToPath(new URL('../../packages/modal-ui/dist/browser/index.js', import.meta.url))
/** The modal's page: the host as `embeddedWallet.hostUrl`; `window.openModal` for the test. */
const modalPage = (hostUrl: string) => `<!doctype html><html><body><agentry-modal></agentry-modal>
<script type="module">
  import { ethereumMainnet, initModal, openModal } from '/modal.js'
  initModal({
    networks: [ethereumMainnet],
    metadata: { name: 'Export test', description: '', url: location.origin, icons: [] },
    embeddedWallet: { hostUrl: ${JSON.stringify(hostUrl)} },
  })
  window.openModal = openModal
</script></body></html>`

let dapp: Server
let dappOrigin: string
let host: WalletHost

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const bundle = await build({
    entryPoints: [FRAME_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: 'AgentryFrame',
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.contents
  const modal = readFileSync(MODAL_BUILD)
  dapp = createServer((request, response) => {
    if (request.url === '/frame-client.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    if (request.url === '/modal.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(modal)
    if (request.url === '/modal.html')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(modalPage(host.origin))
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html><body><script src="/frame-client.js"></script></body></html>')
  })
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve))
  dappOrigin = `http://127.0.0.1:${(dapp.address() as AddressInfo).port}`
  host = await startWalletHost({ allowedOrigins: dappOrigin })
  // The host opens its database (in-memory PGlite) on the first API call, which takes many seconds on a
  // loaded machine: open it here, so the frame's requests keep to their timeouts.
  const warm = await fetch(`http://127.0.0.1:${host.port}/api/email/request-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: host.origin },
    body: JSON.stringify({ email: 'warm-up@example.org' }),
  })
  expect(warm.status).toBe(200)
})

test.afterAll(async () => {
  host?.stop()
  await new Promise<void>((resolve) => dapp?.close(() => resolve()))
})

test('after a fresh email login the frame shows the phrase in its own panel, and the dapp gets only { revealed }', async ({
  page,
}) => {
  await page.goto(`${dappOrigin}/`)
  const email = `export-${randomBytes(4).toString('hex')}@example.org`
  await page.evaluate(
    ({ frameUrl, email }) => {
      const w = window as unknown as Record<string, unknown> & { AgentryFrame: typeof FrameEntry }
      // Everything the frame posts to this window, as text.
      const received: string[] = []
      w.received = received
      window.addEventListener('message', (event) => received.push(JSON.stringify(event.data)))
      const { client, transport } = w.AgentryFrame.mountEmbeddedWallet({ frameUrl, timeout: 20_000 })
      w.client = client
      return transport.ready.then(() => client.connectEmail({ email }))
    },
    { frameUrl: `${host.origin}/frame`, email },
  )
  const code = await host.readCode(email)
  const address = await page.evaluate(async (otp) => {
    const { client } = window as unknown as {
      client: FrameEntry.EmbeddedWalletClient
    }
    await client.connectOtp({ otp })
    return (await client.getUser({ chainId: 1 })).address
  }, code)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The app asks; the frame is shown with its panel, the phrase not on it yet.
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown> & { client: { exportWallet(): Promise<unknown> } }
    w.exported = w.client.exportWallet()
  })
  const frame = page.frameLocator('iframe[title="Embedded wallet"]')
  const panel = frame.getByRole('region', { name: 'Export wallet' })
  await expect(panel).toBeVisible()
  await expect(page.locator('iframe[title="Embedded wallet"]')).not.toHaveCSS('opacity', '0')
  const phraseBox = frame.getByLabel('Recovery phrase')
  await expect(phraseBox).toBeHidden()
  await panel.getByRole('button', { name: 'Reveal recovery phrase' }).click()
  await expect(phraseBox).toBeVisible()
  const phrase = (await phraseBox.textContent())!.trim()
  expect(phrase.split(' ')).toHaveLength(12)
  // The phrase is this wallet's: imported into any common wallet it gives the same address.
  expect(mnemonicToAccount(phrase).address).toBe(address)

  await panel.getByRole('button', { name: 'Done' }).click()
  expect(await page.evaluate(() => (window as unknown as { exported: Promise<unknown> }).exported)).toEqual({
    revealed: true,
  })
  await expect(panel).toHaveCount(0)
  const received = await page.evaluate(() => (window as unknown as { received: string[] }).received.join('\n'))
  expect(received).toContain('EXPORT_WALLET_SUCCESS')
  const words = phrase.split(' ')
  for (let at = 0; at + 3 <= words.length; at++) expect(received).not.toContain(words.slice(at, at + 3).join(' '))
})

test('the Account view of an email login offers Export wallet: the frame shows its panel over the modal, and the button is ready again once it closes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(`${dappOrigin}/modal.html`)
  // Connect, where the email form is (with no wallet in the browser the modal would open on WalletConnect).
  await page.evaluate(() =>
    (window as unknown as { openModal(options: { view: string }): Promise<void> }).openModal({ view: 'Connect' }),
  )
  const dialog = page.getByRole('dialog')
  const email = `export-modal-${randomBytes(4).toString('hex')}@example.org`
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Code from the email' }).pressSequentially(await host.readCode(email))
  // Connected (no sign-in policy): the modal closes; opened again it shows the account.
  await expect(dialog).toBeHidden()
  await page.evaluate(() =>
    (window as unknown as { openModal(options: { view: string }): Promise<void> }).openModal({ view: 'Account' }),
  )
  const exportButton = dialog.getByRole('button', { name: 'Export wallet' })
  await expect(exportButton).toBeVisible()

  // Reached with the keyboard, like any button of the view.
  await exportButton.focus()
  await page.keyboard.press('Enter')
  const frame = page.frameLocator('iframe[title="Embedded wallet"]')
  const panel = frame.getByRole('region', { name: 'Export wallet' })
  await expect(panel).toBeVisible()
  await expect(page.locator('iframe[title="Embedded wallet"]')).not.toHaveCSS('opacity', '0')
  await expect(dialog.getByRole('button', { name: 'Exporting…' })).toHaveAttribute('aria-busy', 'true')
  // Focus goes into the frame's panel (the modal's focus trap lets it), so the keyboard reaches its buttons.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Embedded wallet')
  await panel.getByRole('button', { name: 'Reveal recovery phrase' }).click()
  expect((await frame.getByLabel('Recovery phrase').textContent())!.trim().split(' ')).toHaveLength(12)
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(panel).toHaveCount(0)
  await expect(exportButton).toBeFocused()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})
