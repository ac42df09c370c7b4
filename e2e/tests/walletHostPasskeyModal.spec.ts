import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { startSiteWithWalletHost } from '../walletHost'

// Passkey login in the modal on the site, through our own wallet host, as `npm run local` runs them: the
// site on http://127.0.0.1:<port>, the host (apps/wallet, its production build) on http://localhost:<port>
// (cross-site; the relying party is `localhost`). Chromium's virtual authenticator (ctap2_1, resident keys,
// user verification, PRF) holds the passkey in this tab. The passkey buttons are the frame's own: the modal
// shows the frame's panel in its view, and the user reaches it there.
let site: Awaited<ReturnType<typeof startSiteWithWalletHost>>

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
  site = await startSiteWithWalletHost()
})
test.afterAll(async () => {
  await site?.stop()
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
  await page.goto(site.app.url)
  await header.connectButton.click()
  await modal.expectOpen()
  const email = `passkey-${randomBytes(4).toString('hex')}@example.org`
  await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await modal.dialog
    .getByRole('textbox', { name: 'Code from the email' })
    .pressSequentially(await site.host.readCode(email))
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
    `publickey-credentials-get ${site.host.origin}; publickey-credentials-create ${site.host.origin}`,
  )
  const panel = modal.dialog.getByRole('group', { name: 'Continue with passkey' })
  await expect(panel).toBeVisible()
  // The host's sign-out (what disconnecting sends): from here only the passkey can sign the user in.
  const walletFrame = page.frames().find((candidate) => candidate.url() === `${site.host.origin}/frame`)!
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
