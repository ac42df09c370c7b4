import { devices, type Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const PHONE = devices['Pixel 7']

test.use({
  viewport: PHONE.viewport,
  deviceScaleFactor: PHONE.deviceScaleFactor,
  userAgent: PHONE.userAgent,
  hasTouch: true,
  isMobile: true,
})

/** A finger on the screen: Chromium's touch input (the page sees touch and pointer events, as on a phone). */
async function swipe(page: Page, from: { x: number; y: number }, dy: number, steps = 8): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const at = (y: number) => [{ x: from.x, y, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.y) })
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.y + (dy * step) / steps) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** Whether the focused element (through open shadow roots) is inside the modal. */
async function focusInModal(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement
    let inModal = element?.tagName === 'AGENTRY-MODAL'
    while (element?.shadowRoot?.activeElement) {
      element = element.shadowRoot.activeElement
      if (element.tagName === 'AGENTRY-MODAL') inModal = true
    }
    return inModal
  })
}

test.describe('the modal on a phone', () => {
  test('is a bottom sheet with a drag handle; a swipe down follows the finger and closes it', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto('/')
    await header.connectButton.tap()
    await modal.expectOpen()
    const viewport = page.viewportSize()!

    // Anchored at the bottom, full width, rounded on top only.
    await expect
      .poll(async () => {
        const box = await modal.dialog.boundingBox()
        return box && Math.round(box.y + box.height)
      })
      .toBe(viewport.height)
    const box = (await modal.dialog.boundingBox())!
    expect(Math.round(box.width)).toBe(viewport.width)
    expect(box.x).toBe(0)
    const handle = modal.host.locator('.handle')
    await expect(handle).toBeVisible()
    const grip = (await handle.boundingBox())!
    const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 }

    // A short pull follows the finger, then springs back and leaves the sheet open.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...start, id: 1 }] })
    for (const dy of [10, 20, 30, 40]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ ...start, y: start.y + dy, id: 1 }],
      })
      await page.waitForTimeout(40) // a slow pull, not a flick
    }
    expect(Math.round((await modal.dialog.boundingBox())!.y - box.y)).toBe(40)
    await page.waitForTimeout(300)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await cdp.detach()
    await modal.expectOpen()
    await expect.poll(async () => Math.round((await modal.dialog.boundingBox())!.y)).toBe(Math.round(box.y))

    // A full swipe down closes it.
    await swipe(page, start, 300)
    await modal.expectClosed()
    await expect(header.connectButton).toBeVisible()
  })

  test('keeps Escape and the focus trap', async ({ page, header, modal }) => {
    await page.goto('/')
    await header.connectButton.tap()
    await modal.expectOpen()
    await expect.poll(() => focusInModal(page)).toBe(true)
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInModal(page)).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await focusInModal(page)).toBe(true)
    await page.keyboard.press('Escape')
    await modal.expectClosed()
  })
})
