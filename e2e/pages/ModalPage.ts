import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The wallet modal (`<agentry-modal>`, Lit, open shadow DOM). Playwright's role and text locators pierce
 * open shadow roots, so the views are reached the way a user perceives them.
 */
export class ModalPage {
  readonly host: Locator
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.host = page.locator('agentry-modal')
    this.dialog = this.host.getByRole('dialog')
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible()
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toBeHidden()
  }

  /** A wallet listed on the Connect view. */
  wallet(name: string): Locator {
    return this.dialog.getByRole('button', { name })
  }

  /** The Connect view's heading text, or another view's, as shown in the modal header. */
  heading(name: string | RegExp): Locator {
    return this.dialog.getByText(name).first()
  }

  async connectWith(name: string): Promise<void> {
    await this.wallet(name).click()
  }

  /** The sign-in view (SIWXSignMessage) and its buttons. */
  get signButton(): Locator {
    return this.dialog.getByRole('button', { name: /^sign$/i })
  }

  get cancelSignButton(): Locator {
    return this.dialog.getByRole('button', { name: /^cancel$/i })
  }

  get disconnectButton(): Locator {
    return this.dialog.getByRole('button', { name: /disconnect/i })
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: /close/i })
  }
}
