import { expect, test } from '../fixtures'

// The other error screens (HTTP errors other than 404, thrown errors, 'Unknown error') are rendered from
// the real error components in apps/web/app/errorScreens.test.tsx: the product has no route that throws
// on request, and a test-only route would be product code branching on test mode.

test.describe('error screens', () => {
  test('an unknown path is the HTTP 404 screen', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
