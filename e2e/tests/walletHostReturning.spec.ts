import { randomBytes } from 'node:crypto'
import type { Frame, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { HeaderPage } from '../pages/HeaderPage'
import type { ModalPage } from '../pages/ModalPage'
import { PARTITIONED_STORAGE_LAUNCH_OPTIONS } from '../partitionedStorage'
import { startSiteWithWalletHost } from '../walletHost'

// A returning user of our wallet host (apps/wallet) on the site, in Chromium as users run it: the site on
// http://127.0.0.1:<port>, the host on http://localhost:<port>, so the frame is cross-site.
//
// Chromium partitions a cross-site frame's storage, as users run it; Playwright's default flags turn that off
// (see e2e/partitionedStorage.ts): with it off, the device share lived in memory only in the other specs.
test.use({ launchOptions: PARTITIONED_STORAGE_LAUNCH_OPTIONS })

/** The host's own cooldown between two code mails to one address (spec: 30 s), with a margin. */
const EMAIL_COOLDOWN_MS = 31_000

let site: Awaited<ReturnType<typeof startSiteWithWalletHost>>

test.beforeAll(async () => {
  site = await startSiteWithWalletHost()
})
test.afterAll(async () => {
  await site?.stop()
})

/** The host's frame in the page (the modal mounts it when the login view opens). */
const walletFrame = async (page: Page): Promise<Frame> => {
  await expect.poll(() => page.frames().some((candidate) => candidate.url() === `${site.host.origin}/frame`)).toBe(true)
  return page.frames().find((candidate) => candidate.url() === `${site.host.origin}/frame`)!
}

/** How many device shares the frame's IndexedDB holds (a refused IndexedDB throws). */
const deviceSharesKept = async (page: Page) =>
  (await walletFrame(page)).evaluate(async () => {
    // Only look into a database that exists: opening one would create it empty, without the frame's store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'agentry-wallet-keys')) return 0
    return new Promise<number>((resolve, reject) => {
      const request = indexedDB.open('agentry-wallet-keys')
      request.onsuccess = () => {
        const db = request.result
        const count = db.transaction('device-shares').objectStore('device-shares').count()
        count.onsuccess = () => (db.close(), resolve(count.result))
        count.onerror = () => (db.close(), reject(count.error))
      }
      request.onerror = () => reject(request.error)
    })
  })

/** Opens the modal and signs in with `email`, the code read from the host's inbox (`skip` earlier mails). */
const signInByEmail = async (page: Page, header: HeaderPage, modal: ModalPage, email: string, skip = 0) => {
  await header.connectButton.click()
  await modal.expectOpen()
  await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await modal.dialog
    .getByRole('textbox', { name: 'Code from the email' })
    .pressSequentially(await site.host.readCode(email, skip))
}

/**
 * Signs out as a user does: the site's reload after its sign-in has put the embedded wallet back (the modal's
 * start-up sync), so the header's account menu disconnects it (the frame's SIGN_OUT revokes the host's
 * session) and the site's sign-out reloads the page.
 */
const signOut = async (page: Page, header: HeaderPage, modal: ModalPage) => {
  await header.accountButton.click()
  await modal.expectOpen()
  const reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
  await modal.disconnectButton.click()
  await reloaded
  await expect(header.connectButton).toBeVisible()
}

/** Signs the site's SIWE message in the frame; returns the address it names and the recovery code shown, if any. */
const approveSiwe = async (page: Page, modal: ModalPage) => {
  await modal.signButton.click()
  const confirmation = page
    .frameLocator('iframe[title="Embedded wallet"]')
    .getByRole('region', { name: 'Sign message' })
  await expect(confirmation).toBeVisible()
  const note = confirmation.getByRole('note', { name: 'Recovery code' })
  const recoveryCode = (await note.count()) ? (await note.locator('code').textContent())! : undefined
  const message = (await confirmation.getByLabel('What you sign').textContent())!
  const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)![1]!
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
  return { address, recoveryCode }
}

/** The account the host keeps shares for, as the frame's own session sees it. */
const storedAddress = async (page: Page) =>
  (await walletFrame(page)).evaluate(async () => {
    const response = await fetch('/api/keys/fetch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    return ((await response.json()) as { shares: { evmAddress: string } | null }).shares?.evmAddress
  })

test.describe('a returning user of the embedded wallet', () => {
  test('signs in by email, reloads, signs in again by email and signs with the same address, with no recovery code', async ({
    page,
    header,
    modal,
  }) => {
    test.setTimeout(120_000)
    const email = `returning-${randomBytes(4).toString('hex')}@example.org`
    await page.goto(site.app.url)
    await signInByEmail(page, header, modal, email)
    await expect(modal.signButton).toBeVisible()
    // The frame made the wallet and kept its device share in its (partitioned) IndexedDB, not in memory.
    expect(await deviceSharesKept(page)).toBe(1)
    const first = await approveSiwe(page, modal)
    expect(first.recoveryCode).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)

    // The site's reload after its sign-in kept the wallet connected. The user signs out and reloads:
    // nothing of the wallet is left in the frame's memory, only the device share in the frame's storage.
    await expect(header.accountButton).toContainText(`${first.address.slice(0, 6)}…${first.address.slice(-4)}`)
    await signOut(page, header, modal)
    await page.reload()
    await expect(header.connectButton).toBeVisible()
    // The host allows one code mail per 30 s to an address.
    await page.waitForTimeout(EMAIL_COOLDOWN_MS)
    await signInByEmail(page, header, modal, email, 1)
    await expect(modal.signButton).toBeVisible()
    const frame = page.frameLocator('iframe[title="Embedded wallet"]')
    await expect(frame.getByRole('form', { name: 'Restore with recovery code' })).toHaveCount(0)
    const second = await approveSiwe(page, modal)
    expect(second.address).toBe(first.address)
    expect(second.recoveryCode).toBeUndefined()
  })

  test('after the host’s site data is cleared, restores the same address with the recovery code in the frame', async ({
    page,
    header,
    modal,
  }) => {
    test.setTimeout(120_000)
    const email = `restoring-${randomBytes(4).toString('hex')}@example.org`
    await page.goto(site.app.url)
    await signInByEmail(page, header, modal, email)
    await expect(modal.signButton).toBeVisible()
    expect(await deviceSharesKept(page)).toBe(1)
    const first = await approveSiwe(page, modal)
    await signOut(page, header, modal)

    // Clear the host's storage in this browser: the IndexedDB of the frame's storage key (the host's origin
    // partitioned under the site), where the device share is, as when a browser drops a site's storage. The
    // Connect view mounts the frame, so its storage key can be named.
    await header.connectButton.click()
    await modal.expectOpen()
    const cdp = await page.context().newCDPSession(await walletFrame(page))
    const { frameTree } = await cdp.send('Page.getFrameTree')
    const { storageKey } = await cdp.send('Storage.getStorageKeyForFrame', { frameId: frameTree.frame.id })
    expect(storageKey).toContain(site.host.origin)
    await cdp.send('Storage.clearDataForStorageKey', { storageKey, storageTypes: 'indexeddb' })
    await expect.poll(() => deviceSharesKept(page)).toBe(0)

    await page.reload()
    await page.waitForTimeout(EMAIL_COOLDOWN_MS)
    await signInByEmail(page, header, modal, email, 1)

    // The frame cannot unlock: it shows its restore panel, and the modal shows the frame.
    const iframe = page.locator('iframe[title="Embedded wallet"]')
    const restore = page
      .frameLocator('iframe[title="Embedded wallet"]')
      .getByRole('form', { name: 'Restore with recovery code' })
    await expect(restore).toBeVisible()
    await expect(iframe).not.toHaveAttribute('aria-hidden')
    await restore.getByRole('textbox', { name: 'Recovery code' }).fill('AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA')
    await restore.getByRole('button', { name: 'Restore' }).click()
    await expect(restore.getByRole('alert')).toHaveText(
      'This recovery code does not open this wallet. Check it and try again.',
    )
    await restore.getByRole('textbox', { name: 'Recovery code' }).fill(first.recoveryCode!.toLowerCase())
    await restore.getByRole('button', { name: 'Restore' }).click()
    await expect(restore).toHaveCount(0)
    await expect(iframe).toHaveAttribute('aria-hidden')

    // The same account, connected, with a new device share stored; its next signature needs no code.
    await expect(modal.signButton).toBeVisible()
    expect(await deviceSharesKept(page)).toBe(1)
    expect(await storedAddress(page)).toBe(first.address)
    const again = await approveSiwe(page, modal)
    expect(again.address).toBe(first.address)
    expect(again.recoveryCode).toBeUndefined()
  })
})
