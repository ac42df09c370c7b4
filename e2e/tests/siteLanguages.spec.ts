import { signIn } from '../flows'
import { expect, test } from '../fixtures'
import { E2E_FOOTER } from '../settings'

// The site's own texts in the visitor's language (issue 27): the header, the footer and the error
// screens follow the language the browser asks for (Accept-Language), the same one the modal is given,
// and Arabic lays the page out right to left. The words are written out here, not read from the site's tables.

const LANGUAGES = [
  {
    locale: 'ar-EG',
    lang: 'ar',
    dir: 'rtl',
    skip: 'الانتقال إلى المحتوى',
    connect: 'ربط المحفظة',
    rights: `جميع الحقوق محفوظة لـ ${E2E_FOOTER.COMPANY_NAME}`,
    poweredBy: `بدعم من ${E2E_FOOTER.POWERED_BY_NAME}`,
    serverError: 'خطأ في الخادم',
    notFound: 'غير موجود',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
  {
    locale: 'ja-JP',
    lang: 'ja',
    dir: 'ltr',
    skip: 'コンテンツへスキップ',
    connect: 'ウォレットを接続',
    rights: `著作権は ${E2E_FOOTER.COMPANY_NAME} に帰属します`,
    poweredBy: `提供: ${E2E_FOOTER.POWERED_BY_NAME}`,
    serverError: 'サーバーエラー',
    notFound: '見つかりません',
    backHome: 'ホームに戻る',
  },
] as const

for (const language of LANGUAGES) {
  test.describe(`a browser set to ${language.locale}`, () => {
    test.use({ locale: language.locale })

    test(`the header and footer are in ${language.lang}, ${language.dir}`, async ({ page }) => {
      await page.goto('/')
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', language.lang)
      await expect(html).toHaveAttribute('dir', language.dir)
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: language.connect, exact: true })).toBeVisible()
      await expect(header.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: language.skip })).toHaveAttribute('href', '#main')

      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
      await expect(footer).toContainText(language.rights)
      await expect(footer).toContainText(language.poweredBy)
      await expect(footer).not.toContainText('All right reserved')
      // The links are still the links, wherever the language puts them.
      await expect(footer.getByRole('link', { name: E2E_FOOTER.COMPANY_NAME })).toHaveAttribute(
        'href',
        E2E_FOOTER.COMPANY_URL,
      )
      if (language.dir === 'rtl') {
        // Laid out right to left: the logo sits at the right-hand end of the header.
        const bar = await header.boundingBox()
        const logo = await header.getByRole('link', { name: 'Agentry', exact: true }).boundingBox()
        expect(logo!.x + logo!.width).toBeGreaterThan(bar!.x + bar!.width / 2)
      }
    })

    test(`an unknown path is the 404 screen in ${language.lang}`, async ({ page }) => {
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.serverError)
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      await expect(page.getByText(language.notFound, { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: language.backHome })).toHaveAttribute('href', '/')
      await expect(page).toHaveTitle(new RegExp(`^${language.notFound}`))
    })
  })
}

/** A phrase of the site's footer in each of a few languages: only the site's own tables hold these. */
const FOOTER_PHRASES = {
  en: 'All right reserved by',
  ar: 'جميع الحقوق محفوظة لـ',
  de: 'Alle Rechte vorbehalten',
  fr: 'Tous droits réservés par',
  ja: '著作権は',
} as const

for (const { locale, own } of [
  { locale: 'en-US', own: 'en' },
  { locale: 'ja-JP', own: 'ja' },
] as const) {
  test.describe(`a browser set to ${locale}, loading the home page`, () => {
    test.use({ locale })

    test("runs no script that holds another language's site texts", async ({ page }) => {
      const scripts: { url: string; body: Promise<string> }[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() })
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const bodies = await Promise.all(scripts.map(async ({ url, body }) => ({ url, text: await body })))
      const bytes = bodies.reduce((sum, { text }) => sum + Buffer.byteLength(text), 0)
      console.log(`${locale}: ${bodies.length} scripts, ${(bytes / 1024).toFixed(1)} KB before compression`)
      for (const [language, phrase] of Object.entries(FOOTER_PHRASES)) {
        if (language === own || language === 'en') continue
        const holding = bodies.filter(({ text }) => text.includes(phrase)).map(({ url }) => url)
        expect(holding, `scripts holding the ${language} table`).toEqual([])
      }
      // The page's own language did arrive: in the server's HTML, not as a script of every language.
      await expect(page.getByRole('contentinfo')).toContainText(FOOTER_PHRASES[own])
    })
  })
}

test.describe('a signed-in viewer whose browser asks for Japanese', () => {
  test('gets the navigation in Japanese', async ({ browser, page, wallet: _wallet, header, modal, nav }) => {
    // Signed in through the English modal (the flow's buttons are found by their English names); then the
    // same session (its cookies) in a browser set to Japanese: the server renders the navigation in it.
    await signIn({ page, header, modal, nav })
    const japanese = await browser.newContext({ locale: 'ja-JP', storageState: await page.context().storageState() })
    try {
      const pageInJapanese = await japanese.newPage()
      await pageInJapanese.goto(new URL('/', page.url()).toString())
      const main = pageInJapanese.getByRole('banner').getByRole('navigation', { name: 'メイン', exact: true })
      await expect(main.getByRole('link')).toHaveText([
        'ホーム',
        '統計',
        'エージェント',
        'マーケットプレイス',
        'ウォレット',
        'アカウント',
      ])
    } finally {
      await japanese.close()
    }
  })
})
