import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test'
import { build } from 'esbuild'
import type * as FrameEntry from '../../packages/modal-core/src/frame/index.js'
import { freePort, startWalletHost, type WalletHost } from '../walletHost'

// One device share for every site (apps/wallet: the frame's shared store and the host's wallet window,
// `/vault`). Chromium with Playwright's default flags, where a cross-site frame's storage is refused
// outright: the host on http://localhost:<port>; the same dapp page served on http://127.0.0.1:<port>
// (cross-site: the frame cannot keep the share, Storage Access is refused, so the popup path) and on
// http://localhost:<port> (the host's own site: the frame's storage is the host's first-party storage, the
// frame path). Both origins are on the allow list. The dapp drives the frame with modal-core's real client.
const FRAME_ENTRY = fileURLToPath(new URL('../../packages/modal-core/src/frame/index.ts', import.meta.url))

type Client = ReturnType<typeof FrameEntry.createEmbeddedWalletClient>
type DappWindow = { client: Client; ready: Promise<void> }

/** The host's own cooldown between two code mails to one address (spec: 30 s), with a margin. */
const EMAIL_COOLDOWN_MS = 31_000

let dapp: Server
let dappPort: number
let host: WalletHost

test.beforeAll(async () => {
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
  dappPort = await freePort()
  host = await startWalletHost({ allowedOrigins: `http://127.0.0.1:${dappPort},http://localhost:${dappPort}` })
  const page = `<!doctype html><html><body>
<iframe title="Embedded wallet" src="${host.origin}/frame" style="width:360px;height:600px;border:0"></iframe>
<script src="/frame-client.js"></script>
<script>
  const { createFrameTransport, createEmbeddedWalletClient } = AgentryFrame
  const transport = createFrameTransport({ iframe: document.querySelector('iframe'), origin: ${JSON.stringify(host.origin)}, window })
  window.ready = transport.ready
  window.client = createEmbeddedWalletClient({ transport })
</script></body></html>`
  dapp = createServer((request, response) => {
    if (request.url === '/frame-client.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    response.writeHead(200, { 'content-type': 'text/html' }).end(page)
  })
  await new Promise<void>((resolve) => dapp.listen(dappPort, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  host?.stop()
  await new Promise<void>((resolve) => dapp?.close(() => resolve()))
})

const openDapp = async (page: Page, hostName: '127.0.0.1' | 'localhost') => {
  await page.goto(`http://${hostName}:${dappPort}/`)
  await page.evaluate(() => (window as unknown as DappWindow).ready)
}

const call = <result>(page: Page, run: (client: Client, arg: string) => Promise<result>, arg = '') =>
  page.evaluate(
    ([source, value]) => {
      const fn = new Function(`return ${source}`)() as (client: Client, arg: string) => Promise<result>
      return fn((window as unknown as DappWindow).client, value)
    },
    [run.toString(), arg] as const,
  )

const signIn = async (page: Page, email: string, skip = 0) => {
  await call(page, (client, value) => client.connectEmail({ email: value }), email)
  await call(page, (client, value) => client.connectOtp({ otp: value }), await host.readCode(email, skip))
}

/** The device shares in the host origin's first-party IndexedDB, read from a top-level page of the host. */
const sharesKeptByHost = async (context: BrowserContext) => {
  const page = await context.newPage()
  await page.goto(`${host.origin}/vault`)
  await expect(page.getByText('This window is opened by the wallet. You can close it.')).toBeVisible()
  const count = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('agentry-wallet-keys', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('device-shares')
        request.onsuccess = () => {
          const counting = request.result.transaction('device-shares').objectStore('device-shares').count()
          counting.onsuccess = () => (request.result.close(), resolve(counting.result))
          counting.onerror = () => reject(counting.error)
        }
        request.onerror = () => reject(request.error)
      }),
  )
  await page.close()
  return count
}

test('a wallet made on one site opens on another with its device share, through the host’s wallet window', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000)
  const walletFrame = page.frameLocator('iframe[title="Embedded wallet"]')
  const email = `popup-${Date.now()}@example.org`

  // Site 1 (cross-site, storage refused): the wallet is made; its share lasts this page only, so the frame
  // offers to keep it for every site. Storage Access is refused, so the second click opens the wallet window.
  await openDapp(page, '127.0.0.1')
  await signIn(page, email)
  const firstCode = Date.now()
  const address = await call(page, async (client) => (await client.getUser({ chainId: 1 })).address as string)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(await sharesKeptByHost(context)).toBe(0)
  const offer = walletFrame.getByRole('region', { name: 'This device' })
  await offer.getByRole('button', { name: 'Keep this wallet for every site' }).click()
  await expect(offer.getByText('Storage access was refused: press again to open the wallet window')).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  await offer.getByRole('button', { name: 'Open the wallet window' }).click()
  const popup = await popupOpened
  expect(new URL(popup.url()).origin).toBe(host.origin)
  await popup.waitForEvent('close')
  await expect(offer).toHaveText('Kept for every site on this device.')
  expect(await sharesKeptByHost(context)).toBe(1)

  // Site 1 again after a reload: the frame's memory is gone. The restore panel comes with the offer to use
  // the key saved on this device. A wallet window the user closes before it answers is a clear error.
  await openDapp(page, '127.0.0.1')
  const user = call(page, async (client) => (await client.getUser({ chainId: 1 })).address as string)
  await expect(walletFrame.getByRole('form', { name: 'Restore with recovery code' })).toBeVisible()
  await offer.getByRole('button', { name: 'Use the key saved on this device' }).click()
  await expect(offer.getByText('Storage access was refused: press again to open the wallet window')).toBeVisible()
  let held: Route | undefined
  await context.route(`${host.origin}/vault.js`, (route) => void (held = route))
  const closing = page.waitForEvent('popup')
  await offer.getByRole('button', { name: 'Open the wallet window' }).click()
  const closed = await closing
  await expect.poll(() => held !== undefined).toBe(true)
  await closed.close()
  await expect(offer.getByText('The wallet window was closed too soon. Try again')).toBeVisible()
  await context.unroute(`${host.origin}/vault.js`)
  // The second try goes through: the share from the host's storage unlocks, no recovery code.
  const again = page.waitForEvent('popup')
  await offer.getByRole('button', { name: 'Open the wallet window' }).click()
  await (await again).waitForEvent('close')
  expect(await user).toBe(address)
  await expect(walletFrame.getByRole('form', { name: 'Restore with recovery code' })).toHaveCount(0)

  // Site 2, the host's own site (the frame path): a new session there (the cookie is the site's own), and
  // the frame reads the share the wallet window kept, with no popup, no panel, no recovery code.
  await page.waitForTimeout(Math.max(0, firstCode + EMAIL_COOLDOWN_MS - Date.now()))
  let popups = 0
  page.on('popup', () => void (popups += 1))
  await openDapp(page, 'localhost')
  await signIn(page, email, 1)
  expect(await call(page, async (client) => (await client.getUser({ chainId: 1 })).address as string)).toBe(address)
  await expect(walletFrame.getByRole('form', { name: 'Restore with recovery code' })).toHaveCount(0)
  await expect(offer).toHaveCount(0)
  expect(popups).toBe(0)
})
