import { LOCALES } from '@agentry/modal-ui/locales'
import { describe, expect, it } from 'vitest'
import { ALL_SITE_TEXTS } from './allSiteTexts'
import { en, type SiteTextKey } from './en'
import { formatSiteText, splitSiteText } from './formatSiteText'
import { loadSiteTexts } from './loadSiteTexts'

const KEYS = Object.keys(en) as SiteTextKey[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/**
 * Texts that are the same word in English and in a language (checked by a speaker, not a fallback):
 * 'Menu' in French, Italian, Portuguese, Dutch and Polish; 'Agents' and 'Notifications' in French; 'Wallets'
 * as German writes it; 'Error' in Spanish.
 */
const SAME_AS_ENGLISH: Readonly<Partial<Record<string, readonly SiteTextKey[]>>> = {
  fr: ['header.menu', 'nav.agents', 'toast.region'],
  it: ['header.menu'],
  'pt-BR': ['header.menu'],
  nl: ['header.menu'],
  pl: ['header.menu'],
  de: ['nav.wallets'],
  'es-419': ['status.other', 'toast.error'],
}

describe("the site's texts", () => {
  it('has a table for every language of the modal, and no other', () => {
    expect(Object.keys(ALL_SITE_TEXTS).sort()).toEqual([...LOCALES].sort())
  })

  for (const locale of LOCALES.filter((tag) => tag !== 'en')) {
    it(`${locale}: every key, the same placeholders, no English left`, () => {
      const table = ALL_SITE_TEXTS[locale]
      expect(Object.keys(table).sort()).toEqual([...KEYS].sort())
      for (const key of KEYS) {
        expect(table[key].trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(table[key]), `${locale} ${key}`).toEqual(placeholders(en[key]))
      }
      const allowed = SAME_AS_ENGLISH[locale] ?? []
      const english = KEYS.filter((key) => table[key] === en[key] && !allowed.includes(key))
      expect(english).toEqual([])
      // The list of shared words holds only words that are shared (it cannot hide a fallback that was fixed).
      expect(allowed.filter((key) => table[key] !== en[key])).toEqual([])
    })
  }

  it('keeps the brand names in every language: Redis stays Redis', () => {
    for (const locale of LOCALES)
      expect(ALL_SITE_TEXTS[locale]['error.RATE_LIMIT_STORE_UNAVAILABLE']).toContain('Redis')
  })

  it("keeps the spec's English texts exact", () => {
    expect(en['header.connectWallet']).toBe('Connect wallet')
    expect(en['footer.rights']).toBe('All right reserved by {company}')
    expect(en['footer.poweredBy']).toBe('powered by {name}')
    expect(en['error.serverError']).toBe('Server Error')
    expect(en['error.somethingWentWrong']).toBe('Something went wrong!')
    expect(en['error.unknown']).toBe('Unknown error')
  })

  it('loads each language on demand, and English for a tag it does not ship', async () => {
    for (const locale of LOCALES) expect(await loadSiteTexts(locale)).toBe(ALL_SITE_TEXTS[locale])
    expect(await loadSiteTexts('xx')).toBe(en)
    expect(await loadSiteTexts('__proto__')).toBe(en)
  })

  it('writes numbers the way the language does, and puts a link where the language puts the name', () => {
    expect(formatSiteText(ALL_SITE_TEXTS.de, 'de', 'error.autoRetry', { seconds: 1500 })).toBe(
      'Diese Seite versucht es alle 1.500 Sekunden erneut.',
    )
    expect(formatSiteText(en, 'en', 'error.autoRetry', { seconds: 5 })).toBe('This page tries again every 5 seconds.')
    expect(splitSiteText(en, 'footer.rights', 'company')).toEqual(['All right reserved by ', ''])
    expect(splitSiteText(ALL_SITE_TEXTS.ja, 'footer.rights', 'company')).toEqual(['著作権は ', ' に帰属します'])
  })
})
