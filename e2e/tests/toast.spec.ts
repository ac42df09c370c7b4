import { expect, test } from '../fixtures'

const FLASH_COOKIE = 'agentry_flash'

test.describe('flash toast', () => {
  test('shows the flash toast at the bottom centre once, then clears the cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      {
        name: FLASH_COOKIE,
        value: encodeURIComponent(JSON.stringify({ type: 'success', message: 'Welcome back' })),
        url: baseURL!,
      },
    ])
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Notifications' })
    await expect(region).toHaveAttribute('aria-live', 'polite')
    await expect(region).toContainText('Welcome back')

    const box = await region.getByText('Welcome back').boundingBox()
    const viewport = page.viewportSize()!
    expect(box).not.toBeNull()
    expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(viewport.width / 4)
    expect(box!.y).toBeGreaterThan(viewport.height / 2)

    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === FLASH_COOKIE)).toBe(false)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(region).not.toContainText('Welcome back')
  })

  test('the dismiss button removes the toast', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: FLASH_COOKIE,
        value: encodeURIComponent(JSON.stringify({ type: 'error', message: 'Could not save' })),
        url: baseURL!,
      },
    ])
    await page.goto('/')
    const region = page.getByRole('region', { name: 'Notifications' })
    await expect(region).toContainText('Could not save')
    await region.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(region).not.toContainText('Could not save')
  })

  test('ignores a malformed flash cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: FLASH_COOKIE, value: encodeURIComponent('{"type":"loading","message":"x"}'), url: baseURL! },
    ])
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeEmpty()
  })
})
