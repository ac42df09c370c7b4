import { LOCALES } from '@agentry/modal-ui/locales'
import { describe, expect, it } from 'vitest'
import { visitorLanguage } from './visitorLanguage'

describe('visitorLanguage (Accept-Language → the page and modal language)', () => {
  it('Arabic and Hebrew are right to left', () => {
    expect(visitorLanguage('ar-EG,ar;q=0.9,en;q=0.5')).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(visitorLanguage('he-IL')).toEqual({ lang: 'he', dir: 'rtl' })
    // The old tag of Hebrew names it too.
    expect(visitorLanguage('iw')).toEqual({ lang: 'he', dir: 'rtl' })
  })

  it('takes the highest q first, whatever the order of the header', () => {
    expect(visitorLanguage('en;q=0.3, ja;q=0.9, de;q=0.6')).toEqual({ lang: 'ja', dir: 'ltr' })
    // Equal weights keep the header's order.
    expect(visitorLanguage('ko, de')).toEqual({ lang: 'ko', dir: 'ltr' })
  })

  it('goes to the nearest variant the modal ships', () => {
    expect(visitorLanguage('zh-HK').lang).toBe('zh-HK')
    expect(visitorLanguage('zh-Hant-TW').lang).toBe('zh-TW')
    expect(visitorLanguage('pt-PT,pt;q=0.9').lang).toBe('pt-BR')
    expect(visitorLanguage('es-ES').lang).toBe('es-419')
    expect(visitorLanguage('de-AT').lang).toBe('de')
  })

  it('skips what it does not ship, refused tags (q=0) and the wildcard', () => {
    expect(visitorLanguage('xx-YY, fr;q=0.5').lang).toBe('fr')
    expect(visitorLanguage('ja;q=0, *, it;q=0.2').lang).toBe('it')
    expect(visitorLanguage('sw, *')).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('English without a header, or with an empty or broken one', () => {
    expect(visitorLanguage(null)).toEqual({ lang: 'en', dir: 'ltr' })
    expect(visitorLanguage('')).toEqual({ lang: 'en', dir: 'ltr' })
    expect(visitorLanguage(';;,q=,')).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('every modal language asked for by its own tag is that language', () => {
    for (const locale of LOCALES) expect(visitorLanguage(`${locale};q=0.8`).lang).toBe(locale)
  })
})
