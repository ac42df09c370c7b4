import { describe, expect, test } from 'vitest'
import { formatDecimal } from '../numbers/formatDecimal.js'
import { roundDecimal } from '../numbers/roundDecimal.js'
import { formatBalance, formatBalanceExact } from './formatBalance.js'
import { shortenAddress } from './shortenAddress.js'

describe('formatBalance (modal: floored, up to 3 decimals)', () => {
  test.each([
    ['10000.99999', '10000.999'],
    ['10000', '10000'],
    ['0.0001', '0'],
    ['0.1', '0.1'],
    ['1.2309', '1.23'],
    ['123456789012345678901234567890.987654321', '123456789012345678901234567890.987'],
    ['0.29', '0.29'],
    ['-1.9999', '-1.999'],
    ['-0.0001', '0'],
    ['.5', '0.5'],
    ['007.5', '7.5'],
  ])('%s → %s', (value, expected) => expect(formatBalance(value)).toBe(expected))

  test('other precisions, and non-numbers pass through', () => {
    expect(formatBalance('1.98765', 2)).toBe('1.98')
    expect(formatBalance('1.98765', 0)).toBe('1')
    expect(formatBalance('abc')).toBe('abc')
  })
})

describe('formatBalanceExact (header: exactly 3 decimals)', () => {
  test.each([
    ['10000', '10000.000'],
    ['10000.99999', '10000.999'],
    ['0.1', '0.100'],
    ['0.0001', '0.000'],
    ['99999999999999999999.9999', '99999999999999999999.999'],
  ])('%s → %s', (value, expected) => expect(formatBalanceExact(value)).toBe(expected))
})

describe('the string formats agree with the decimal module rounding down', () => {
  // A fixed-seed generator (mulberry32): the same 3000 values on every run, so a failure reproduces.
  function random(seed: number): () => number {
    let state = seed
    return () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }
  const next = random(20_240_601)
  const digits = (length: number) => Array.from({ length }, () => Math.floor(next() * 10)).join('')
  const generated = Array.from({ length: 3000 }, () => {
    const sign = next() < 0.35 ? '-' : ''
    // Lengths up to 60 whole digits: far past what a JavaScript number holds exactly.
    const whole = digits(Math.floor(next() * (next() < 0.2 ? 60 : 6)))
    const fraction = next() < 0.15 ? '' : digits(Math.floor(next() * 25))
    const dot = fraction || next() < 0.3 ? '.' : ''
    return `${sign}${whole || (fraction ? '' : '0')}${dot}${fraction}`
  })
  const edges = [
    '0',
    '-0',
    '0.0009',
    '-0.0009',
    '0.999999',
    '-0.999999',
    '9.9995',
    '-9.9995',
    '.5',
    '-.5',
    '5.',
    '-5.',
    '000.000',
    '10000',
    '10000.99999',
    '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    '-115792089237316195423570985008687907853269984665640564039457.584007913129639935',
  ]
  const values = [...edges, ...generated]

  test('formatBalance (modal) equals roundDecimal down, at 3 and at other precisions', () => {
    for (const value of values) {
      expect([value, formatBalance(value)]).toEqual([value, roundDecimal(value, { decimals: 3, rounding: 'down' })])
      const decimals = value.length % 7
      expect([value, decimals, formatBalance(value, decimals)]).toEqual([
        value,
        decimals,
        roundDecimal(value, { decimals, rounding: 'down' }),
      ])
    }
  })

  test('formatBalanceExact (header) equals formatDecimal down with 3 places', () => {
    for (const value of values) {
      expect([value, formatBalanceExact(value)]).toEqual([
        value,
        formatDecimal(value, { decimals: 3, rounding: 'down' }),
      ])
    }
  })

  test('the generated values cover the cases that matter', () => {
    expect(values.filter((value) => value.startsWith('-')).length).toBeGreaterThan(500)
    expect(values.filter((value) => value.replace(/^-/, '').split('.')[0]!.length > 30).length).toBeGreaterThan(100)
    expect(values.filter((value) => (value.split('.')[1] ?? '').length > 3).length).toBeGreaterThan(1000)
  })
})

describe('shortenAddress', () => {
  test('first 4 and last 4 characters around an ellipsis', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})
