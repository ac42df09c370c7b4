import { afterEach, describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'
import { setLocale } from './localeState.js'

afterEach(async () => {
  await setLocale('en')
})

describe('formatAmount', () => {
  it('writes German with its own separators, floored to 3 places', async () => {
    await setLocale('de')
    expect(formatAmount('1234.5678')).toBe('1.234,567')
    expect(formatAmount('0.9999')).toBe('0,999')
    expect(formatAmount('12', 3, true)).toBe('12,000')
    expect(formatAmount('7500.00', 2, true)).toBe('7.500,00')
  })

  it('writes Arabic and Hindi as Intl does for them, after flooring', async () => {
    for (const locale of ['ar', 'hi'] as const) {
      await setLocale(locale)
      const written = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(1234567.891)
      expect(formatAmount('1234567.8919')).toBe(written)
      // Rounding would carry into the whole part: 1.000 is wrong, 0.999 is right.
      expect(formatAmount('0.9999')).toBe(new Intl.NumberFormat(locale).format(0.999))
    }
    // Hindi groups by lakh and crore, unlike the English thousands.
    expect(formatAmount('1234567.8919')).toBe('12,34,567.891')
  })

  it('keeps every digit of a value beyond the precision of a float', async () => {
    await setLocale('en')
    expect(formatAmount('123456789012345678901.9999')).toBe('123,456,789,012,345,678,901.999')
    expect(formatAmount('0.000021', 18)).toBe('0.000021')
  })

  it('floors toward zero without a negative zero, and leaves non-numbers as they are', async () => {
    await setLocale('de')
    expect(formatAmount('-0.0004', 3, true)).toBe('0,000')
    expect(formatAmount('-1.2349')).toBe('-1,234')
    expect(formatAmount('1,5')).toBe('1,5')
    expect(formatAmount('')).toBe('')
  })
})
