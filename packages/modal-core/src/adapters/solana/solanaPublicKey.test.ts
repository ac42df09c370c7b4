import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { SolanaPublicKey } from './solanaPublicKey.js'

describe('SolanaPublicKey', () => {
  test('base58 and bytes both ways, as web3.js reads them', () => {
    for (let round = 0; round < 10; round++) {
      const web3 = Keypair.generate().publicKey
      const fromText = SolanaPublicKey.from(web3.toBase58())
      expect(fromText.toBytes()).toEqual(web3.toBytes())
      expect(SolanaPublicKey.from(web3.toBytes()).toBase58()).toBe(web3.toBase58())
      expect(SolanaPublicKey.from(web3).toString()).toBe(web3.toString())
      expect(JSON.stringify({ key: fromText })).toBe(JSON.stringify({ key: web3.toBase58() }))
      expect(fromText.equals(web3)).toBe(true)
      expect(web3.equals(new PublicKey(fromText.toBytes()))).toBe(true)
      expect(fromText.equals(Keypair.generate().publicKey)).toBe(false)
    }
    expect(SolanaPublicKey.from(new Uint8Array(32)).toBase58()).toBe('11111111111111111111111111111111')
  })

  test('its bytes cannot be changed from outside', () => {
    const key = SolanaPublicKey.from(new Uint8Array(32))
    key.toBytes().fill(9)
    expect(key.toBase58()).toBe('11111111111111111111111111111111')
  })

  test.each([
    ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ['base58 of 31 bytes', '1111111111111111111111111111111'],
    ['an empty string', ''],
    ['33 bytes', new Uint8Array(33)],
  ])('%s is refused: Please enter a valid amount and receiver address', (_, input) => {
    expect(() => SolanaPublicKey.from(input)).toThrow(
      expect.objectContaining({
        name: 'InvalidSendParametersError',
        shortMessage: 'Please enter a valid amount and receiver address',
      }),
    )
  })
})
