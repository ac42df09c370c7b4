import { expect, type Locator, type Page } from '@playwright/test'

export const MAIN_LABELS = ['Home', 'Statistics', 'Agents', 'Marketplace', 'Wallets', 'Account'] as const
export const ADMIN_LABELS = ['Integrations', 'Approvals'] as const

/** The main navigation and its small-screen disclosure menu. */
export class NavPage {
  readonly main: Locator
  readonly menuButton: Locator
  readonly menu: Locator

  constructor(readonly page: Page) {
    const banner = page.getByRole('banner')
    this.main = banner.getByRole('navigation', { name: 'Main', exact: true })
    this.menuButton = banner.getByRole('button', { name: 'Menu' })
    this.menu = banner.getByRole('navigation', { name: 'Main (menu)' })
  }

  link(label: string, within: Locator = this.main): Locator {
    return within.getByRole('link', { name: label, exact: true })
  }

  async labels(within: Locator = this.main): Promise<string[]> {
    return (await within.getByRole('link').allTextContents()).map((text) => text.trim())
  }

  async expectLabels(labels: readonly string[], within: Locator = this.main): Promise<void> {
    await expect(within.getByRole('link')).toHaveText([...labels])
  }

  async current(within: Locator = this.main): Promise<string | null> {
    const current = within.locator('a[aria-current="page"]')
    return (await current.count()) === 0 ? null : ((await current.textContent())?.trim() ?? null)
  }

  /** The distinct top edges of the links: one value when the navigation sits on one line. */
  async rowTops(within: Locator = this.main): Promise<number[]> {
    const boxes = await Promise.all((await within.getByRole('link').all()).map((link) => link.boundingBox()))
    return [...new Set(boxes.map((box) => Math.round(box?.y ?? -1)))]
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click()
    await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(this.menu).toBeVisible()
  }
}
