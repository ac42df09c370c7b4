import { describe, expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isEvmAddress', () => {
  test.each([
    [address, true],
    [address.slice(2), true],
    [address.toLowerCase(), true],
    [address.slice(0, -1), false],
    [`${address}0`, false],
    ['0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isEvmAddress(value)).toBe(expected))
})
