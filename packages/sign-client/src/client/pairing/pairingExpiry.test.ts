import { describe, expect, it } from 'vitest'
import { isPairingExpired, pairingExpiryFrom } from './pairingExpiry.js'

describe('pairing expiry', () => {
  it('lives 4 minutes', () => {
    expect(pairingExpiryFrom(1_700_000_000)).toBe(1_700_000_240)
  })
  it('counts 10 seconds or less left as expired', () => {
    expect(isPairingExpired(1_700_000_240, 1_700_000_229)).toBe(false)
    expect(isPairingExpired(1_700_000_240, 1_700_000_230)).toBe(true)
    expect(isPairingExpired(1_700_000_240, 1_700_000_300)).toBe(true)
  })
})
