import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { ModalPage } from '../pages/ModalPage'
import { PARTITIONED_STORAGE_LAUNCH_OPTIONS } from '../partitionedStorage'
import { startSiteWithWalletHost } from '../walletHost'

// The site reloads after its sign-in (SIWE), so the server renders the signed-in page. The embedded wallet
// of our host (apps/wallet) must come back after that reload as a browser wallet does: the modal's start-up
// sync mounts the frame and asks it whether the host's session still holds the account. The site on
// http://127.0.0.1:<port>, the host on http://localhost:<port>; Chromium with the frame's storage
// partitioned, as users run it (the device share stays in the frame's IndexedDB across the reload).
test.use({ launchOptions: PARTITIONED_STORAGE_LAUNCH_OPTIONS })

let site: Awaited<ReturnType<typeof startSiteWithWalletHost>>

test.beforeAll(async () => {
  site = await startSiteWithWalletHost()
})
test.afterAll(async () => {
  await site?.stop()
})

const siweAddress = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/auth/session')
    return ((await response.json()) as { siwe: { address: string } | null }).siwe?.address
  })

/** Approves the site's SIWE message in the frame; returns the address it names, once the site reloaded. */
const approveSiwe = async (page: Page, modal: ModalPage) => {
  await modal.signButton.click()
  const confirmation = page
    .frameLocator('iframe[title="Embedded wallet"]')
    .getByRole('region', { name: 'Sign message' })
  await expect(confirmation).toBeVisible()
  const message = (await confirmation.getByLabel('What you sign').textContent())!
  const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)![1]!
  const reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
  await confirmation.getByRole('button', { name: 'Approve' }).click()
  await reloaded
  await expect.poll(() => siweAddress(page)).toBe(address)
  return address
}

test('after the site’s sign-in reload the embedded wallet is connected again, and signs with no new login', async ({
  page,
  header,
  modal,
}) => {
  test.setTimeout(120_000)
  await page.goto(site.app.url)
  await header.connectButton.click()
  await modal.expectOpen()
  const email = `reconnect-${randomBytes(4).toString('hex')}@example.org`
  await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await modal.dialog
    .getByRole('textbox', { name: 'Code from the email' })
    .pressSequentially(await site.host.readCode(email))
  const address = await approveSiwe(page, modal)
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`

  // The site reloaded: the header shows the same account, connected, and no login view opened.
  await expect(header.accountButton).toContainText(short)
  await expect(header.connectButton).toHaveCount(0)
  await expect(modal.dialog).toBeHidden()

  // A signature still works: the site's own sign-out and a reload leave the wallet connected, the modal
  // asks for the sign-in at once, and the frame signs it for the same address.
  await page.evaluate(() => fetch('/auth/logout'))
  await page.reload()
  await expect(header.accountButton).toContainText(short)
  await expect(modal.signButton).toBeVisible()
  await expect(modal.dialog.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
  expect(await approveSiwe(page, modal)).toBe(address)
  await expect(header.accountButton).toContainText(short)
})
