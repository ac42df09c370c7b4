import { describe, expect, it } from 'vitest'
import { directionOf, resolveLocale } from './resolveLocale.js'

const SHIPPED = ['en', 'de', 'zh-CN', 'zh-TW', 'pt-BR', 'es-419', 'he', 'id', 'ar', 'ja'] as const

describe('resolveLocale', () => {
  it.each([
    [['de-AT'], 'de'],
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['zh-MO'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['es-ES'], 'es-419'],
    [['es-MX'], 'es-419'],
    [['iw-IL'], 'he'],
    [['in'], 'id'],
    [['ar-EG'], 'ar'],
    [['JA_jp'], 'ja'],
    [['xx-YY', 'fr', 'de-CH'], 'de'],
    [['xx'], 'en'],
    [[], 'en'],
  ])('%j → %s', (requested, expected) => {
    expect(resolveLocale(requested, SHIPPED)).toBe(expected)
  })

  it('Macau reads Hong Kong Chinese where it ships, else traditional Chinese', () => {
    expect(resolveLocale(['zh-MO'], [...SHIPPED, 'zh-HK'])).toBe('zh-HK')
    expect(resolveLocale(['zh-MO'], SHIPPED)).toBe('zh-TW')
  })

  it('takes the first requested language that fits, not the best-known one', () => {
    expect(resolveLocale(['ja', 'de'], SHIPPED)).toBe('ja')
    expect(resolveLocale(['ja', 'de'], ['en', 'de'])).toBe('de')
  })

  it('goes to the nearest variant only when that one ships', () => {
    expect(resolveLocale(['zh-HK', 'de'], ['en', 'de', 'zh-CN'])).toBe('zh-CN')
    expect(resolveLocale(['pt-PT'], ['en', 'de'])).toBe('en')
  })
})

describe('directionOf', () => {
  it('lays Arabic and Hebrew out right to left, others left to right', () => {
    expect(['ar', 'ar-EG', 'he', 'he-IL', 'iw'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl'])
    expect(['en', 'ja', 'zh-TW', 'de'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr'])
  })
})
