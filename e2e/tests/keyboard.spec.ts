import type { Page } from '@playwright/test'
import { MAIN_LABELS } from '../pages/NavPage'
import { expect, TEST_WALLET_INFO, test } from '../fixtures'

/** The element that has focus, through open shadow roots: its accessible name or text, and whether it is inside the modal. */
async function focused(page: Page): Promise<{ name: string; inModal: boolean; tag: string }> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement
    let inModal = element?.tagName === 'AGENTRY-MODAL'
    while (element?.shadowRoot?.activeElement) {
      element = element.shadowRoot.activeElement
      if (element.tagName === 'AGENTRY-MODAL') inModal = true
    }
    // A native control inside a primitive shows the host's slotted text.
    const root = element?.getRootNode()
    const host = root instanceof ShadowRoot && element?.querySelector('slot') ? root.host : element
    const name = (element?.getAttribute('aria-label') ?? host?.textContent ?? '').replace(/\s+/g, ' ').trim()
    return { name, inModal, tag: element?.tagName.toLowerCase() ?? '' }
  })
}

/** Presses Tab until the focused control's name matches, as a keyboard user does; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, max = 40): Promise<void> {
  const seen: string[] = []
  for (let press = 0; press < max; press += 1) {
    const current = await focused(page)
    if (name.test(current.name)) return
    seen.push((current.name || current.tag).slice(0, 40))
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${name}; focus went through: ${seen.join(' | ')}`)
}

test.describe('keyboard only', () => {
  test('connect and sign in with Tab and Enter; focus stays in the modal and returns to the opener', async ({
    page,
    wallet,
    header,
    modal,
    nav,
  }) => {
    await page.goto('/')
    await expect(header.connectButton).toBeVisible()

    // Open with the keyboard, close with Escape: focus comes back to the button that opened it.
    await tabTo(page, /^connect wallet$/i)
    await page.keyboard.press('Enter')
    await modal.expectOpen()
    await expect.poll(async () => (await focused(page)).inModal).toBe(true)
    await page.keyboard.press('Escape')
    await modal.expectClosed()
    await expect.poll(async () => (await focused(page)).name).toMatch(/^connect wallet$/i)

    await page.keyboard.press('Enter')
    await modal.expectOpen()
    // Focus is trapped: a full round of Tab presses never leaves the dialog.
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab')
      expect((await focused(page)).inModal).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect((await focused(page)).inModal).toBe(true)

    await tabTo(page, new RegExp(TEST_WALLET_INFO.name))
    await page.keyboard.press('Enter')
    // Connected: the sign-in view opens (the app has a sign-in policy and no session yet).
    await expect(modal.signButton).toBeVisible()
    await tabTo(page, /^sign$/i)
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    await page.keyboard.press('Enter')
    await reloaded
    await nav.expectLabels(MAIN_LABELS)
    await expect(header.creditButton).toBeVisible()
    expect(wallet.address).toMatch(/^0x/)
  })
})

test.describe('theme and language', () => {
  test('the modal switches between dark and light, and between English and German, while open', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto('/')
    await header.connectButton.click()
    await modal.expectOpen()
    const background = () => modal.dialog.evaluate((dialog) => getComputedStyle(dialog).backgroundColor)
    const dark = await background()
    // Dark by default: a dark background (each channel under half).
    expect(
      dark
        .match(/\d+/g)!
        .slice(0, 3)
        .every((channel) => Number(channel) < 128),
    ).toBe(true)

    await modal.host.evaluate((element) => element.setAttribute('theme', 'light'))
    await expect.poll(background).not.toBe(dark)
    const light = await background()
    expect(
      light
        .match(/\d+/g)!
        .slice(0, 3)
        .every((channel) => Number(channel) > 128),
    ).toBe(true)
    await modal.host.evaluate((element) => element.setAttribute('theme', 'dark'))
    await expect.poll(background).toBe(dark)

    await expect(modal.dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await modal.host.evaluate((element) => element.setAttribute('locale', 'de'))
    await expect(modal.dialog.getByRole('heading', { name: 'Wallet verbinden' })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: 'Schließen' })).toBeVisible()
    // The dialog's accessible name follows the language too.
    await expect(modal.dialog).toHaveAccessibleName('Wallet verbinden')
    await modal.host.evaluate((element) => element.setAttribute('locale', 'en'))
    await expect(modal.dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
  })
})
