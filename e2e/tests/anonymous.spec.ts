import { expect, test } from '../fixtures'

test.describe('anonymous visitor', () => {
  test('the header holds only the logo and the Connect wallet button', async ({ page, header, nav }) => {
    await page.goto('/')
    await expect(header.logo).toBeVisible()
    await expect(header.connectButton).toBeVisible()
    expect(await header.controls()).toEqual(['Agentry', 'Connect wallet'])
    await expect(nav.main).toHaveCount(0)
    await expect(nav.menuButton).toHaveCount(0)
  })

  test('the same on a small screen', async ({ page, header, nav }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/agents')
    await expect(header.logo).toBeVisible()
    await expect(header.connectButton).toBeVisible()
    await expect(nav.menuButton).toHaveCount(0)
    expect((await header.controls()).at(-1)).toBe('Connect wallet')
  })

  test('no navigation is in the server HTML', async ({ request }) => {
    for (const path of ['/', '/agents', '/account']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('Connect wallet')
      for (const href of ['/dashboard', '/marketplace', '/wallets', '/admin/integrations', '/admin/approvals']) {
        expect(html, `${path} must not link to ${href}`).not.toContain(`href="${href}"`)
      }
      expect(html).not.toContain('aria-label="Main"')
    }
  })

  test('pages are sent with security headers', async ({ request }) => {
    const response = await request.get('/')
    expect(response.headers()['x-frame-options']).toBe('DENY')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['x-powered-by']).toBeUndefined()
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/agents')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('the logo links home', async ({ page, header }) => {
    await page.goto('/marketplace')
    await expect(header.logo).toHaveAttribute('href', '/')
    await header.logo.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build and monetize AI agents')
  })

  test('the root page has the platform title and description', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Agentry: build and monetize AI agents on-chain')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /monetize AI agents/)
  })

  test('every page has a heading and an honest empty state', async ({ page }) => {
    const pages = [
      ['/', 'Build and monetize AI agents', 'No chats yet', 'Agentry: build and monetize AI agents on-chain'],
      ['/dashboard', 'Statistics', 'No statistics yet', 'Statistics · Agentry'],
      ['/agents', 'Agents', 'No agents yet', 'Agents · Agentry'],
      ['/marketplace', 'Marketplace', 'No listings yet', 'Marketplace · Agentry'],
      ['/wallets', 'Wallets', 'No agent wallets yet', 'Wallets · Agentry'],
      ['/account', 'Account', 'Not signed in', 'Account · Agentry'],
    ] as const
    for (const [path, heading, empty, title] of pages) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('heading', { name: empty })).toBeVisible()
    }
  })

  test('admin pages are a 404 for anonymous visitors', async ({ page, request }) => {
    for (const path of ['/admin/integrations', '/admin/approvals']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
      await expect(page.getByText('Not Found', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: /Integrations|Approvals/ })).toHaveCount(0)
    }
  })
})
