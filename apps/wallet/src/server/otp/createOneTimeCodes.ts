import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OtpAttemptsExceededError, OtpCooldownError, OtpInvalidError } from './otpErrors.js'

/** One issued code, as stored: only its keyed hash, never the code. */
export type StoredCode = { hash: string; issuedAt: number; expiresAt: number; attempts: number }

/** Where issued codes live, by normalised email (in process now; Redis in a later step). */
export type OneTimeCodeStore = {
  get(email: string): Promise<StoredCode | undefined>
  /** Counts one attempt and returns the entry after it, in one atomic step (parallel guesses each count). */
  countAttempt(email: string): Promise<StoredCode | undefined>
  set(email: string, code: StoredCode): Promise<void>
  delete(email: string): Promise<void>
}

export type CreateOneTimeCodesParameters = {
  store: OneTimeCodeStore
  /** Secret key of the hashes: a leaked store alone cannot be brute-forced offline (10^6 codes). */
  pepper: Uint8Array
  now?: () => number
  validityMs?: number
  maxAttempts?: number
  cooldownMs?: number
}

export type OneTimeCodes = {
  /** Issues a fresh 6-digit code for `email` (to be mailed), replacing any earlier one. */
  issue(email: string): Promise<string>
  /** Accepts the code once: a right code is deleted, so it cannot be replayed. */
  verify(email: string, code: string): Promise<void>
}

/**
 * The email login's one-time codes: 6 digits, stored only as an HMAC bound to the email, valid 10 minutes,
 * 5 attempts, and another code only 30 s after the last ('Please try again after {n} seconds').
 *
 * @throws OtpCooldownError from issue; OtpInvalidError, OtpAttemptsExceededError from verify
 * @example
 * const codes = createOneTimeCodes({ store: createMemoryCodeStore(), pepper })
 * const code = await codes.issue('alice@example.org')
 * await codes.verify('alice@example.org', code)
 */
export function createOneTimeCodes({
  store,
  pepper,
  now = Date.now,
  validityMs = 10 * 60_000,
  maxAttempts = 5,
  cooldownMs = 30_000,
}: CreateOneTimeCodesParameters): OneTimeCodes {
  // The email is inside the hash: a code issued for one address never matches another's entry.
  const hash = (email: string, code: string) => createHmac('sha256', pepper).update(`${email}\n${code}`).digest('hex')
  const normalise = (email: string) => email.trim().toLowerCase()
  return {
    async issue(rawEmail) {
      const email = normalise(rawEmail)
      const previous = await store.get(email)
      const at = now()
      if (previous && at - previous.issuedAt < cooldownMs)
        throw new OtpCooldownError({ retryAfterSeconds: Math.ceil((previous.issuedAt + cooldownMs - at) / 1000) })
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await store.set(email, { hash: hash(email, code), issuedAt: at, expiresAt: at + validityMs, attempts: 0 })
      return code
    },
    async verify(rawEmail, code) {
      const email = normalise(rawEmail)
      if (!/^\d{6}$/.test(code)) throw new OtpInvalidError()
      // The attempt counts before the comparison and atomically, so parallel guesses cannot slip past the limit.
      const entry = await store.countAttempt(email)
      if (!entry || now() >= entry.expiresAt) throw new OtpInvalidError()
      if (entry.attempts > maxAttempts) throw new OtpAttemptsExceededError()
      const expected = Buffer.from(entry.hash, 'hex')
      if (!timingSafeEqual(expected, Buffer.from(hash(email, code), 'hex'))) throw new OtpInvalidError()
      await store.delete(email)
    },
  }
}

/**
 * An in-process code store, for one server without REDIS_URL. Entries past their validity are swept on
 * write, so it does not grow without bound.
 *
 * @example
 * const store = createMemoryCodeStore()
 */
export function createMemoryCodeStore(now: () => number = Date.now): OneTimeCodeStore {
  const codes = new Map<string, StoredCode>()
  return {
    get: async (email) => {
      const entry = codes.get(email)
      return entry ? { ...entry } : undefined
    },
    countAttempt: async (email) => {
      const entry = codes.get(email)
      if (!entry) return undefined
      entry.attempts += 1
      return { ...entry }
    },
    set: async (email, code) => {
      const at = now()
      for (const [key, value] of codes) if (value.expiresAt <= at) codes.delete(key)
      codes.set(email, { ...code })
    },
    delete: async (email) => void codes.delete(email),
  }
}
