import { describe, expect, it } from 'vitest'
import { getAddress, numberToHex, stringToHex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { checksumAddress, isHexAddress } from './checksumAddress.js'
import { quantityToHex, utf8ToHex } from './hex.js'

describe('checksumAddress', () => {
  it('agrees with viem on random addresses in every letter case', () => {
    for (let i = 0; i < 50; i++) {
      const address = privateKeyToAccount(generatePrivateKey()).address
      expect(checksumAddress(address.toLowerCase())).toBe(getAddress(address))
      expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
    }
  })
  it('rejects what is not an address', () => {
    expect(isHexAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
    expect(() => checksumAddress('0x123')).toThrow('Invalid address: 0x123')
  })
})

describe('hex', () => {
  it('agrees with viem', () => {
    for (const s of ['', 'hi', 'Please sign with your account', 'ünï ✓']) expect(utf8ToHex(s)).toBe(stringToHex(s))
    for (const n of [0, 1, 1337, 2 ** 40]) expect(quantityToHex(n)).toBe(numberToHex(n))
    expect(() => quantityToHex(-1)).toThrow(RangeError)
    expect(() => quantityToHex(1.5)).toThrow(RangeError)
  })
})
