import { describe, expect, it } from 'vitest'
import { DEFAULT_TOAST_DURATION, expireCookie, parseFlashToast } from './toast'

describe('parseFlashToast', () => {
  it.each(['error', 'success', 'info', 'warning'] as const)('accepts a %s toast', (type) => {
    expect(parseFlashToast({ type, message: 'Hello' })).toEqual({ type, message: 'Hello' })
  })

  it('accepts the JSON text of a toast', () => {
    expect(parseFlashToast('{"type":"warning","message":"Careful"}')).toEqual({ type: 'warning', message: 'Careful' })
  })

  it('trims the message and caps its length', () => {
    expect(parseFlashToast({ type: 'info', message: '  spaced  ' })).toEqual({ type: 'info', message: 'spaced' })
    expect(parseFlashToast({ type: 'info', message: 'a'.repeat(2000) })?.message).toHaveLength(500)
  })

  it('rejects client-only kinds, unknown kinds and malformed values', () => {
    for (const value of [
      { type: 'loading', message: 'x' },
      { type: 'svg', message: 'x' },
      { type: 'ERROR', message: 'x' },
      { type: 'error' },
      { type: 'error', message: '   ' },
      { type: 'error', message: 5 },
      { message: 'x' },
      'not json',
      '"just a string"',
      null,
      undefined,
      42,
    ]) {
      expect(parseFlashToast(value)).toBeNull()
    }
  })
})

describe('toast durations', () => {
  it('keeps loading toasts until they are replaced and auto-dismisses the rest', () => {
    expect(DEFAULT_TOAST_DURATION.loading).toBe(0)
    for (const type of ['error', 'success', 'info', 'warning', 'svg'] as const) {
      expect(DEFAULT_TOAST_DURATION[type]).toBeGreaterThan(0)
    }
  })
})

describe('expireCookie', () => {
  it('expires the cookie at the root path', () => {
    expect(expireCookie('agentry_flash')).toBe('agentry_flash=; Max-Age=0; Path=/; SameSite=Lax')
  })
})
