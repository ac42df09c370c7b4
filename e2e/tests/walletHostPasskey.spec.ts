import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { expect, test, type CDPSession, type Frame, type Page } from '@playwright/test'
import { build } from 'esbuild'
import { verifyMessage } from 'viem'
import type * as FrameEntry from '../../packages/modal-core/src/frame/index.js'
import { freePort, startWalletHost, type WalletHost } from '../walletHost'

// Passkeys on the wallet host (apps/wallet, its production build) in real Chromium, with Chromium's
// virtual authenticator (CDP WebAuthn domain; ctap2_1, so that PRF gives real output). A dapp on
// http://127.0.0.1 embeds the host's frame from http://localhost (cross-site; the relying party is
// `localhost`) with the publickey-credentials permissions, shown, and drives it with modal-core's real
// frame client. The passkey buttons are clicked inside the frame, as a user would.
const FRAME_ENTRY = fileURLToPath(new URL('../../packages/modal-core/src/frame/index.ts', import.meta.url))

type Client = ReturnType<typeof FrameEntry.createEmbeddedWalletClient>
type DappWindow = { client: Client; ready: Promise<void> }

let dapp: Server
let dappOrigin: string
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
  const dappPort = await freePort()
  dappOrigin = `http://127.0.0.1:${dappPort}`
  host = await startWalletHost({ allowedOrigins: dappOrigin })
  // The frame is shown (the modal would show it for its passkey view) and may use WebAuthn.
  const page = `<!doctype html><html><body>
<iframe title="Embedded wallet" src="${host.origin}/frame" style="width:360px;height:600px;border:0"
  allow="publickey-credentials-get ${host.origin}; publickey-credentials-create ${host.origin}"></iframe>
<script src="/frame-client.js"></script>
<script>
  const { createFrameTransport, createEmbeddedWalletClient } = AgentryFrame
  const transport = createFrameTransport({ iframe: document.querySelector('iframe'), origin: ${JSON.stringify(host.origin)}, window, untimed: ['RPC_REQUEST'] })
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

/** The dapp's page, its frame ready; the frame's own document (for the host API and the buttons). */
async function openDapp(page: Page): Promise<Frame> {
  await page.goto(`${dappOrigin}/`)
  await page.evaluate(() => (window as unknown as DappWindow).ready)
  return page.frames().find((frame) => frame.url() === `${host.origin}/frame`)!
}

/** A virtual authenticator (platform, resident keys, user verification, PRF) in the tab. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
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
  return { cdp, authenticatorId }
}

const call = <result>(page: Page, run: (client: Client, arg: string) => Promise<result>, arg = '') =>
  page.evaluate(
    ([source, value]) => {
      const fn = new Function(`return ${source}`)() as (client: Client, arg: string) => Promise<result>
      return fn((window as unknown as DappWindow).client, value)
    },
    [run.toString(), arg] as const,
  )

const getAddress = (page: Page) =>
  call(page, async (client) => (await client.getUser({ chainId: 1 })).address as string)

/** Sign `message` through the frame and approve it there; returns the signature. */
async function signInFrame(page: Page, address: string, message: string) {
  const signature = page.evaluate(
    ([text, from]) =>
      (window as unknown as DappWindow).client.rpcRequest({
        method: 'personal_sign',
        params: [
          `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
          from,
        ],
      }) as Promise<`0x${string}`>,
    [message, address] as const,
  )
  const confirmation = page
    .frameLocator('iframe[title="Embedded wallet"]')
    .getByRole('region', { name: 'Sign message' })
  await expect(confirmation.getByLabel('What you sign')).toHaveText(message)
  await confirmation.getByRole('button', { name: 'Approve' }).click()
  return signature
}

test('a user adds a passkey after an email login, then logs in with it alone, on this device and a new one', async ({
  page,
}) => {
  const { cdp, authenticatorId } = await addAuthenticator(page)
  let frame = await openDapp(page)
  const walletFrame = page.frameLocator('iframe[title="Embedded wallet"]')
  await expect(walletFrame.getByRole('button', { name: 'Continue with passkey' })).toBeVisible()

  // Email login through the protocol; the frame makes the wallet.
  const email = `passkey-${Date.now()}@example.org`
  await call(page, (client, value) => client.connectEmail({ email: value }), email)
  await call(page, (client, value) => client.connectOtp({ otp: value }), await host.readCode(email))
  const address = await getAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Signed in: the frame offers to add a passkey. With PRF, the recovery share is sealed under it.
  await walletFrame.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(walletFrame.getByRole('status')).toHaveText(
    'Passkey added. It signs you in and restores this wallet on a new device, as your recovery code does',
  )
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' })
  const stored = () =>
    frame.evaluate(async () => {
      const response = await fetch('/api/keys/fetch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return ((await response.json()) as { shares: { evmAddress: string; recoveryKind: string } | null }).shares
    })
  expect(await stored()).toMatchObject({ evmAddress: address, recoveryKind: 'passkey' })

  // Sign out; the passkey alone signs back in to the same account, and it signs.
  await call(page, (client) => client.signOut())
  expect(await call(page, (client) => client.isConnected())).toBe(false)
  await walletFrame.getByRole('button', { name: 'Continue with passkey' }).click()
  await expect(walletFrame.getByRole('status')).toHaveText(`Signed in as ${email}`)
  expect(await call(page, (client) => client.isConnected())).toBe(true)
  expect(await getAddress(page)).toBe(address)
  const message = `Passkey login ${Date.now()}`
  expect(
    await verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: await signInFrame(page, address, message),
    }),
  ).toBe(true)

  // A new device: sign out, the host origin's storage wiped, the frame loaded afresh. Only the passkey
  // (in this tab's authenticator) is left; its PRF output opens the recovery share.
  await call(page, (client) => client.signOut())
  await cdp.send('Storage.clearDataForOrigin', { origin: host.origin, storageTypes: 'all' })
  frame = await openDapp(page)
  expect(await call(page, (client) => client.isConnected())).toBe(false)
  await walletFrame.getByRole('button', { name: 'Continue with passkey' }).click()
  await expect(walletFrame.getByRole('status')).toHaveText(`Signed in as ${email}`)
  expect(await getAddress(page)).toBe(address)
  const again = `New device ${Date.now()}`
  expect(
    await verifyMessage({
      address: address as `0x${string}`,
      message: again,
      signature: await signInFrame(page, address, again),
    }),
  ).toBe(true)
})

test('a passkey this host does not know gets a clear error, and no session', async ({ page }) => {
  const { cdp, authenticatorId } = await addAuthenticator(page)
  // A discoverable credential for this relying party that was never registered with the host.
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: (await import('node:crypto'))
        .generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'der', type: 'pkcs8' })
        .toString('base64'),
      userHandle: randomBytes(16).toString('base64'),
      signCount: 0,
    },
  })
  await openDapp(page)
  const walletFrame = page.frameLocator('iframe[title="Embedded wallet"]')
  await walletFrame.getByRole('button', { name: 'Continue with passkey' }).click()
  await expect(walletFrame.getByRole('alert')).toHaveText('This passkey is not registered with this wallet')
  expect(await call(page, (client) => client.isConnected())).toBe(false)
})

test('a browser without WebAuthn gets a clear error', async ({ page }) => {
  // As in a browser without passkeys: the frame's document has no PublicKeyCredential.
  await page.context().addInitScript(() => {
    if (location.pathname === '/frame') Reflect.deleteProperty(window, 'PublicKeyCredential')
  })
  await openDapp(page)
  const walletFrame = page.frameLocator('iframe[title="Embedded wallet"]')
  await walletFrame.getByRole('button', { name: 'Continue with passkey' }).click()
  await expect(walletFrame.getByRole('alert')).toHaveText(
    'This browser cannot use passkeys here. Sign in with your email instead',
  )
})
