import { expect, type Locator, type Page } from '@playwright/test'

/** A short address as the header shows it: `0xf39F…2266`. */
export const SHORT_ADDRESS = /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/

/** The site header: logo, wallet buttons and (for signed-in viewers) the navigation. */
export class HeaderPage {
  readonly root: Locator
  readonly logo: Locator
  readonly connectButton: Locator
  readonly creditButton: Locator
  readonly accountButton: Locator

  /** `connectLabel`: the 'Connect wallet' button's name in the page's language (the site translates it). */
  constructor(
    readonly page: Page,
    connectLabel = 'Connect wallet',
  ) {
    this.root = page.getByRole('banner')
    this.logo = this.root.getByRole('link', { name: 'Agentry', exact: true })
    this.connectButton = this.root.getByRole('button', { name: connectLabel })
    this.creditButton = this.root.getByRole('button', { name: '0 CU', exact: true })
    this.accountButton = this.root.getByRole('button', { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ })
  }

  /** Every link and button in the header, by accessible name, in document order. */
  async controls(): Promise<string[]> {
    return await this.root
      .locator('a:visible, button:visible')
      .evaluateAll((elements) =>
        elements.map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
      )
  }

  /** Waits for the connected state and returns the texts of the balance and address. */
  async expectConnected({ balance, address }: { balance: string; address: string }): Promise<void> {
    await expect(this.creditButton).toBeVisible()
    await expect(this.accountButton).toContainText(balance)
    await expect(this.accountButton).toContainText(address)
    await expect(this.connectButton).toHaveCount(0)
  }
}
