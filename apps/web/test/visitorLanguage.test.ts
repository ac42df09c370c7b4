import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_TEST_TIMEOUT_MS, startProductionServer, type ProductionServer } from './helpers/productionServer'

// Issue 27: the page and the modal speak the visitor's language, chosen on the server from Accept-Language.

let server: ProductionServer
beforeAll(async () => {
  server = await startProductionServer()
}, 90_000)
afterAll(async () => {
  await server?.dispose()
})

async function page(acceptLanguage?: string): Promise<string> {
  const response = await fetch(`${server.url}/`, {
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  })
  expect(response.status).toBe(200)
  return response.text()
}

/** The opening `<html …>` tag of a page. */
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? ''

/** The `locale` prop the server rendered for the modal provider (in the page's flight data). */
const modalLocale = (html: string) => /\\?"locale\\?":\\?"([^"\\]+)/.exec(html)?.[1]

describe('the visitor language of the site', () => {
  it(
    'Arabic: <html lang="ar" dir="rtl">, and the modal is given ar',
    async () => {
      const html = await page('ar-EG,ar;q=0.9,en;q=0.5')
      expect(htmlTag(html)).toMatch(/\blang="ar"/)
      expect(htmlTag(html)).toMatch(/\bdir="rtl"/)
      expect(modalLocale(html)).toBe('ar')
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )

  it(
    'Hebrew is right to left too; Japanese, by the highest q, is left to right',
    async () => {
      expect(htmlTag(await page('he-IL'))).toMatch(/\blang="he" dir="rtl"/)
      const japanese = await page('en;q=0.2, ja;q=0.9')
      expect(htmlTag(japanese)).toMatch(/\blang="ja" dir="ltr"/)
      expect(modalLocale(japanese)).toBe('ja')
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )

  it(
    'a language the modal lacks goes to its nearest variant, else English',
    async () => {
      const portuguese = await page('pt-PT')
      expect(htmlTag(portuguese)).toMatch(/\blang="pt-BR" dir="ltr"/)
      expect(modalLocale(portuguese)).toBe('pt-BR')
      expect(htmlTag(await page('sw-KE'))).toMatch(/\blang="en" dir="ltr"/)
      expect(htmlTag(await page())).toMatch(/\blang="en" dir="ltr"/)
    },
    PRODUCTION_TEST_TIMEOUT_MS,
  )
})
