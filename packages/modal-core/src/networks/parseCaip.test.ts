import { describe, expect, test } from 'vitest'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseCaipAddress', () => {
  test('three parts', () => {
    expect(parseCaipAddress(`eip155:1337:${address}`)).toEqual({ chainNamespace: 'eip155', chainId: '1337', address })
  })
  test('errors', () => {
    expect(() => parseCaipAddress('')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidCaipAddressError: Invalid CAIP Address]`,
    )
    expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidCaipAddressError: Invalid CAIP-10 address: eip155:1]`,
    )
    expect(() => parseCaipAddress(`eip155:1:${address}:x`)).toThrow('Invalid CAIP-10 address')
    expect(() => parseCaipAddress('eip155:1:0x1234')).toThrow('Invalid CAIP-10 address: eip155:1:0x1234')
    expect(() => parseCaipAddress(`cosmos:1:${address}`)).toThrow('Invalid CAIP-10 address')
  })
})

describe('parseCaipNetworkId', () => {
  test('two parts', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({ chainNamespace: 'solana' })
  })
  test('errors', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(
      `[InvalidCaipNetworkIdError: Invalid CAIP-2 network id: eip155]`,
    )
    expect(() => parseCaipNetworkId('eip155:1:x')).toThrow('Invalid CAIP-2 network id: eip155:1:x')
    expect(() => parseCaipNetworkId(':1')).toThrow('Invalid CAIP-2 network id: :1')
  })
})
