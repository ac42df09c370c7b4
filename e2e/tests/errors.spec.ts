import { expect, test } from '../fixtures'

test.describe('error screens', () => {
  test('an unknown path is the HTTP 404 screen', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  test('an HTTP-type error from a server component shows its status text and code', async ({ page }) => {
    await page.goto('/test-fixtures/errors?kind=http&status=503')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
    await expect(page.getByText('503', { exact: true })).toBeVisible()
    await expect(page.getByText('Service Unavailable', { exact: true })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test.describe('thrown on purpose', () => {
    test.use({ failOnPageErrors: false })

    test('another error shows Something went wrong! with its message', async ({ page }) => {
      await page.goto('/test-fixtures/errors?kind=client')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
      await expect(page.getByText('Deliberate client error')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    })
  })

  test('a server error keeps its details on the server in production', async ({ page }) => {
    await page.goto('/test-fixtures/errors?kind=server')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong!')
    await expect(page.getByText('Deliberate server error')).toHaveCount(0)
  })
})
