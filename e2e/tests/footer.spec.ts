import { E2E_FOOTER } from '../settings'
import { expect, test } from '../fixtures'

test.describe('footer', () => {
  for (const path of ['/', '/agents', '/no-such-page']) {
    test(`is on ${path} with the year and both links opening in a new tab`, async ({ page }) => {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
      await expect(footer).toContainText(`All right reserved by ${E2E_FOOTER.COMPANY_NAME}`)
      await expect(footer).toContainText(`powered by ${E2E_FOOTER.POWERED_BY_NAME}`)

      const company = footer.getByRole('link', { name: E2E_FOOTER.COMPANY_NAME })
      const poweredBy = footer.getByRole('link', { name: E2E_FOOTER.POWERED_BY_NAME })
      await expect(company).toHaveAttribute('href', E2E_FOOTER.COMPANY_URL)
      await expect(poweredBy).toHaveAttribute('href', E2E_FOOTER.POWERED_BY_URL)
      for (const link of [company, poweredBy]) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })
  }
})
