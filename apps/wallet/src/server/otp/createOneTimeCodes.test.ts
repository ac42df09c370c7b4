import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMemoryCodeStore, createOneTimeCodes } from './createOneTimeCodes.js'
import { OtpAttemptsExceededError, OtpCooldownError, OtpInvalidError } from './otpErrors.js'

// A clock the test moves: validity and cooldown are checked against it, not against real time.
const setup = () => {
  const clock = { at: 1_000_000 }
  const now = () => clock.at
  const store = createMemoryCodeStore(now)
  const codes = createOneTimeCodes({ store, pepper: randomBytes(32), now })
  return { clock, store, codes }
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('createOneTimeCodes', () => {
  it('issues a 6-digit code, stores only its hash, and accepts it once (no replay)', async () => {
    const { codes, store } = setup()
    const code = await codes.issue('Alice@Example.org ')
    expect(code).toMatch(/^\d{6}$/)
    const stored = await store.get('alice@example.org')
    expect(JSON.stringify(stored)).not.toContain(code)
    await codes.verify('alice@example.org', code)
    await expect(codes.verify('alice@example.org', code)).rejects.toThrow(OtpInvalidError)
  })

  it('refuses a code issued for another email', async () => {
    const { codes } = setup()
    const forAlice = await codes.issue('alice@example.org')
    await codes.issue('bob@example.org')
    await expect(codes.verify('bob@example.org', forAlice)).rejects.toThrow('Invalid code')
    await codes.verify('alice@example.org', forAlice)
  })

  it('refuses an expired code (10 minutes)', async () => {
    const { codes, clock } = setup()
    const code = await codes.issue('alice@example.org')
    clock.at += 10 * 60_000
    await expect(codes.verify('alice@example.org', code)).rejects.toThrow(OtpInvalidError)
  })

  it('stops after 5 attempts, the right code included, parallel guesses counted', async () => {
    const { codes } = setup()
    const code = await codes.issue('alice@example.org')
    const guesses = await Promise.allSettled(
      Array.from({ length: 5 }, () => codes.verify('alice@example.org', wrong(code))),
    )
    expect(guesses.every((guess) => guess.status === 'rejected')).toBe(true)
    await expect(codes.verify('alice@example.org', code)).rejects.toThrow(OtpAttemptsExceededError)
  })

  it('accepts the right code on the 5th attempt', async () => {
    const { codes } = setup()
    const code = await codes.issue('alice@example.org')
    for (let attempt = 0; attempt < 4; attempt++)
      await expect(codes.verify('alice@example.org', wrong(code))).rejects.toThrow(OtpInvalidError)
    await codes.verify('alice@example.org', code)
  })

  it('asks to wait 30 s between codes with the spec message', async () => {
    const { codes, clock } = setup()
    await codes.issue('alice@example.org')
    clock.at += 18_500
    const error = await codes.issue('alice@example.org').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(OtpCooldownError)
    expect((error as OtpCooldownError).message).toBe('Please try again after 12 seconds')
    clock.at += 11_500
    const fresh = await codes.issue('alice@example.org')
    expect(fresh).toMatch(/^\d{6}$/)
  })

  it('refuses malformed codes and codes never issued', async () => {
    const { codes } = setup()
    await expect(codes.verify('nobody@example.org', '123456')).rejects.toThrow(OtpInvalidError)
    await codes.issue('alice@example.org')
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456'])
      await expect(codes.verify('alice@example.org', bad)).rejects.toThrow(OtpInvalidError)
  })
})
