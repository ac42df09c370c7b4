import { connectTestWallet } from '../flows'
import { expect, test } from '../fixtures'

// The modal in the visitor's language (issue 27): a browser set to Arabic or Japanese gets the modal in
// that language and direction from the first paint, and on a 360 px phone no text is cut off or runs out
// of the dialog. The site sets no language: the modal follows navigator.languages.

/** Texts in the dialog (through its shadow roots) that run past the dialog's sides or are cut off. */
function overflowingTexts(dialog: Element): string[] {
  const box = dialog.getBoundingClientRect()
  const found: string[] = []
  const visit = (root: Document | ShadowRoot | Element) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) visit(element.shadowRoot)
      const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      if (!own.length) continue
      const rect = element.getBoundingClientRect()
      if (!rect.width || !rect.height) continue
      const text = own.map((node) => node.textContent!.trim()).join(' ')
      if (rect.left < box.left - 1 || rect.right > box.right + 1) found.push(`outside the dialog: ${text}`)
      else if (getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1)
        found.push(`cut off: ${text}`)
    }
  }
  visit(dialog.getRootNode() as ShadowRoot)
  return found
}

for (const { locale, tag, dir, title } of [
  { locale: 'ar-EG', tag: 'ar', dir: 'rtl', title: /[\u0600-\u06FF]/ },
  { locale: 'ja-JP', tag: 'ja', dir: 'ltr', title: /[\u3040-\u30FF\u4E00-\u9FFF]/ },
]) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 760 } })

    test(`opens the modal in ${tag}, ${dir}, with no text cut off at 360 px`, async ({ page, header, modal }) => {
      await page.goto('/')
      await header.connectButton.click()
      await modal.expectOpen()
      await expect(modal.dialog).toHaveAttribute('lang', tag)
      await expect(modal.dialog).toHaveAttribute('dir', dir)
      await expect(modal.dialog.getByRole('heading').first()).toHaveText(title)
      // The wallet list has rendered (the test wallet's row), so every text of the view is laid out.
      await expect(modal.dialog.getByRole('button').nth(2)).toBeVisible()
      expect(await modal.dialog.evaluate(overflowingTexts)).toEqual([])
    })
  })
}

test.describe('a browser set to de-DE', () => {
  test.use({ locale: 'de-DE' })

  test("the site's header writes the balance as the modal does, in German", async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await header.expectConnected({ balance: '10.000,000 ETH', address: '0xf39F…2266' })
  })
})
