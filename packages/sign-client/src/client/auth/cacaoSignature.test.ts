import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { hashMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { personalMessageDigest, recoverPersonalSignAddress } from './cacaoSignature.js'

describe('cacao signatures', () => {
  it('digests as personal_sign does (EIP-191), multi-byte text included', () => {
    for (const message of ['hello', 'Sign in to Agentry\nNonce: 1', 'Grüße, 世界'])
      expect(`0x${personalMessageDigest(message)}`).toBe(hashMessage(message))
    expect(personalMessageDigest('hello')).toMatch(/^50b2c43f/)
  })

  it('recovers the signer, with v as 27/28 or 0/1, and refuses a short signature', async () => {
    const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
    const signature = await account.signMessage({ message: 'hello' })
    expect(recoverPersonalSignAddress('hello', signature)).toBe(account.address.toLowerCase())
    const v = parseInt(signature.slice(-2), 16) - 27
    expect(recoverPersonalSignAddress('hello', `${signature.slice(0, -2)}0${v}`)).toBe(account.address.toLowerCase())
    expect(recoverPersonalSignAddress('hellO', signature)).not.toBe(account.address.toLowerCase())
    expect(recoverPersonalSignAddress('hello', signature.slice(0, -2))).toBeUndefined()
  })

  // The curve is built from its SEC 2 constants in cacaoSignature.ts: a wrong one recovers another address.
  it('recovers the signer of every anvil account, over both recovery bits', async () => {
    const parities = new Set<string>()
    for (const { privateKey } of ANVIL_ACCOUNTS) {
      const account = privateKeyToAccount(privateKey)
      for (const message of ['hello', 'Sign in to Agentry\nNonce: 1', 'Grüße, 世界']) {
        const signature = await account.signMessage({ message })
        parities.add(signature.slice(-2))
        expect(recoverPersonalSignAddress(message, signature)).toBe(account.address.toLowerCase())
      }
    }
    expect([...parities].sort()).toEqual(['1b', '1c'])
  })
})
