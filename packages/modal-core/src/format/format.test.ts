import { describe, expect, test } from 'vitest'
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

describe('shortenAddress', () => {
  test('first 4 and last 4 characters around an ellipsis', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})
