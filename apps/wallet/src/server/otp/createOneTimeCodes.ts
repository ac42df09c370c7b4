import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OtpAttemptsExceededError, OtpCooldownError, OtpInvalidError } from './otpErrors.js'

/** One issued code, as stored: only its keyed hash, never the code. */
export type StoredCode = { hash: string; issuedAt: number; expiresAt: number; attempts: number }

/** Where issued codes live, by normalised email: the database (shared by every instance), or memory in tests. */
export type OneTimeCodeStore = {
  get(email: string): Promise<StoredCode | undefined>
  /**
   * Stores `code` in one atomic step unless an entry issued within `cooldownMs` before `code.issuedAt` is
   * there (two racing requests cannot both start a code). Resolves undefined when stored, else the
   * `issuedAt` of the entry in the way.
   */
  put(email: string, code: StoredCode, cooldownMs: number): Promise<number | undefined>
  /** Counts one attempt and returns the entry after it, in one atomic step (parallel guesses each count). */
  countAttempt(email: string): Promise<StoredCode | undefined>
  /** Deletes the entry only while it still holds `hash`, so a newer code is never deleted by an older one. */
  delete(email: string, hash: string): Promise<void>
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
  /** Throws OtpCooldownError when a code for `email` was issued less than the cooldown ago. */
  checkCooldown(email: string): Promise<void>
  /** Takes back a code that could not be mailed, so its cooldown does not hold up the next request. */
  withdraw(email: string, code: string): Promise<void>
}

/**
 * Normalises an email address for codes, limits and accounts: trimmed and lower-cased.
 *
 * @example
 * normaliseEmail(' Alice@Example.org') // 'alice@example.org'
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
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
  const cooldown = (issuedAt: number, at: number) =>
    new OtpCooldownError({ retryAfterSeconds: Math.max(1, Math.ceil((issuedAt + cooldownMs - at) / 1000)) })
  return {
    async issue(rawEmail) {
      const email = normaliseEmail(rawEmail)
      const at = now()
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const entry = { hash: hash(email, code), issuedAt: at, expiresAt: at + validityMs, attempts: 0 }
      const blockedBy = await store.put(email, entry, cooldownMs)
      if (blockedBy !== undefined) throw cooldown(blockedBy, at)
      return code
    },
    async verify(rawEmail, code) {
      const email = normaliseEmail(rawEmail)
      if (!/^\d{6}$/.test(code)) throw new OtpInvalidError()
      // The attempt counts before the comparison and atomically, so parallel guesses cannot slip past the limit.
      const entry = await store.countAttempt(email)
      if (!entry || now() >= entry.expiresAt) throw new OtpInvalidError()
      if (entry.attempts > maxAttempts) throw new OtpAttemptsExceededError()
      const expected = Buffer.from(entry.hash, 'hex')
      if (!timingSafeEqual(expected, Buffer.from(hash(email, code), 'hex'))) throw new OtpInvalidError()
      await store.delete(email, entry.hash)
    },
    async checkCooldown(rawEmail) {
      const previous = await store.get(normaliseEmail(rawEmail))
      const at = now()
      if (previous && at - previous.issuedAt < cooldownMs) throw cooldown(previous.issuedAt, at)
    },
    async withdraw(rawEmail, code) {
      const email = normaliseEmail(rawEmail)
      await store.delete(email, hash(email, code))
    },
  }
}

/**
 * An in-process code store (unit tests; the host keeps codes in its database). Entries past their
 * validity are swept on write, so it does not grow without bound.
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
    put: async (email, code, cooldownMs) => {
      const previous = codes.get(email)
      if (previous && code.issuedAt - previous.issuedAt < cooldownMs) return previous.issuedAt
      const at = now()
      for (const [key, value] of codes) if (value.expiresAt <= at) codes.delete(key)
      codes.set(email, { ...code })
      return undefined
    },
    countAttempt: async (email) => {
      const entry = codes.get(email)
      if (!entry) return undefined
      entry.attempts += 1
      return { ...entry }
    },
    delete: async (email, hash) => {
      if (codes.get(email)?.hash === hash) codes.delete(email)
    },
  }
}
