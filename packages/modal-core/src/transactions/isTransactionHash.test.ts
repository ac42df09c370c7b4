import { expect, test } from 'vitest'
import { isTransactionHash } from './isTransactionHash.js'

test('0x plus exactly 64 hex characters, any case', () => {
  expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
  expect(isTransactionHash(`0X${'ab'.repeat(32)}`)).toBe(false)
  expect(isTransactionHash('ab'.repeat(32))).toBe(false)
  expect(isTransactionHash(`0x${'ab'.repeat(31)}a`)).toBe(false)
  expect(isTransactionHash(`0x${'ab'.repeat(32)}a`)).toBe(false)
  expect(isTransactionHash(`0x${'gg'.repeat(32)}`)).toBe(false)
  expect(isTransactionHash(undefined)).toBe(false)
  expect(isTransactionHash(1234)).toBe(false)
})
