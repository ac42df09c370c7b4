import { expect, test, type Page } from '@playwright/test'
import { startFrameHarness, type FrameHarness } from '../frame/frameHarness'

// Email, social and Farcaster login through the modal's views in Chromium: the whole modal (modal-ui
// from source) on a host page, the embedded wallet being the test frame page on another origin, which
// follows the documented window-message protocol (spec section 7).
let harness: FrameHarness
test.beforeAll(async () => {
  harness = await startFrameHarness()
})
test.afterAll(async () => {
  await harness.close()
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function openConnect(page: Page, frameMode = '') {
  await page.goto(harness.modalUrl(frameMode))
  await page.evaluate(() =>
    (
      window as unknown as { AgentryHarness: { openModal: (options: object) => Promise<void> } }
    ).AgentryHarness.openModal({ view: 'Connect' }),
  )
  const dialog = page.locator('agentry-modal').getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  return dialog
}

const connectedAddress = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { AgentryHarness: { getActiveAccount: () => { address?: string } } }
      ).AgentryHarness.getActiveAccount().address,
  )

test.describe('email and social login', () => {
  test('email: the code step, a wrong code refused, the right one connects the embedded wallet and closes', async ({
    page,
  }) => {
    const dialog = await openConnect(page)
    // No browser wallet here: the spec's default order puts email first, then socials, then wallets.
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await email.fill('not-an-email')
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible()
    await email.fill('alice@example.org')
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    await expect(dialog.getByText('Enter the 6-digit code we sent to alice@example.org.')).toBeVisible()

    const code = dialog.getByRole('textbox', { name: 'Code from the email' })
    await code.pressSequentially('000000')
    await expect(dialog.getByText('Invalid code')).toBeVisible()
    await expect(code).toHaveValue('')
    // Resend within 30 s of the first email: the cooldown's message.
    await dialog.getByRole('button', { name: 'Send it again' }).click()
    await expect(dialog.getByText(/Please try again after \d+ seconds/)).toBeVisible()

    await code.pressSequentially('123456')
    await expect(dialog).toBeHidden()
    expect(await connectedAddress(page)).toBe(ADDRESS)
  })

  test('email on a new device: waits for the approval, then takes the code', async ({ page }) => {
    const dialog = await openConnect(page)
    await dialog.getByRole('textbox', { name: 'Email' }).fill('new-device@example.org')
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    // The test frame approves the device at once; the code field follows.
    await expect(dialog.getByRole('textbox', { name: 'Code from the email' })).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Code from the email' }).pressSequentially('654321')
    await expect(dialog).toBeHidden()
    expect(await connectedAddress(page)).toBe(ADDRESS)
  })

  test('a social login goes through the provider page in a popup and connects', async ({ page }) => {
    const dialog = await openConnect(page, 'social-ok')
    const popup = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
    const window = await popup
    await expect.poll(() => window.isClosed()).toBe(true)
    await expect(dialog).toBeHidden()
    expect(await connectedAddress(page)).toBe(ADDRESS)
  })

  test('a social login whose popup is closed by the user says so and stays', async ({ page }) => {
    const dialog = await openConnect(page)
    const popup = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with Google' }).click()
    await (await popup).close()
    await expect(dialog.getByText('The login window was closed before the login finished')).toBeVisible()
    expect(await connectedAddress(page)).toBeUndefined()
  })

  test('Farcaster: the QR code and link, then connected once approved', async ({ page }) => {
    const dialog = await openConnect(page, 'farcaster-later')
    await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await expect(dialog.getByRole('heading', { name: 'Farcaster' })).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'Farcaster login link as a QR code' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Open Farcaster on this device' })).toHaveAttribute(
      'href',
      'https://farcaster.example.org/connect?channel=1',
    )
    // The test frame reports the approval 1.5 s after the link was asked for.
    await expect(dialog).toBeHidden({ timeout: 10_000 })
    expect(await connectedAddress(page)).toBe(ADDRESS)
  })
})
