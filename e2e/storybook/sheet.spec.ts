import { devices, expect, test } from '@playwright/test'

const PHONE = devices['Pixel 7']!

// The bottom sheet as a phone with a home indicator shows it: the story alone in a Pixel 7 page with touch,
// the safe-area inset at the bottom set through Chromium's emulation (what `env(safe-area-inset-bottom)`
// reads on an iPhone or an Android phone with gesture navigation).
test('the bottom sheet keeps clear of the home indicator (safe-area inset) and sits at the bottom', async ({
  browser,
}) => {
  const base = process.env.STORYBOOK_URL
  if (!base) throw new Error('STORYBOOK_URL is not set: run with -c e2e/playwright.storybook.config.ts')
  const { defaultBrowserType: _browser, ...phone } = PHONE
  const context = await browser.newContext({ ...phone, reducedMotion: 'reduce' })
  const outside: string[] = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, left: 0, right: 0, bottom: 34 } })

  await page.goto(`${base}/iframe.html?id=components-modal--bottom-sheet&viewMode=story`)
  await expect(page.locator('body[data-story-finished]')).toHaveAttribute(
    'data-story-finished',
    'components-modal--bottom-sheet:success',
  )
  const sheet = page.locator('agentry-modal [role="dialog"]')
  await expect(sheet).toHaveCSS('padding-bottom', '34px')
  const { bottom, width, innerHeight, innerWidth } = await sheet.evaluate((card) => ({
    ...card.getBoundingClientRect().toJSON(),
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }))
  expect(Math.round(bottom)).toBe(innerHeight)
  expect(Math.round(width)).toBe(innerWidth)
  expect(errors).toEqual([])
  expect(outside).toEqual([])
  await context.close()
})
