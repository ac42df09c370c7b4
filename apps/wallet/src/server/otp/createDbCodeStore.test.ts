import { randomBytes } from 'node:crypto'
import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../db/openDb.js'
import type { Db } from '../db/types.js'
import { createDbCodeStore } from './createDbCodeStore.js'
import { createOneTimeCodes } from './createOneTimeCodes.js'
import { OtpAttemptsExceededError, OtpCooldownError, OtpInvalidError } from './otpErrors.js'

// Several instances share one PostgreSQL: the store's single statements must hold under racing requests.
let database: TestDatabase
let db: Db
beforeAll(async () => {
  database = await createTestDatabase()
  db = await openDb({ driver: 'postgres', url: database.url })
})
afterAll(async () => {
  await db?.close()
  await database?.drop()
})

const codesOn = () => createOneTimeCodes({ store: createDbCodeStore(async () => db), pepper: randomBytes(32) })

describe('createDbCodeStore on PostgreSQL', () => {
  it('starts one code when requests race, the cooldown refusing the rest', async () => {
    const codes = codesOn()
    const email = `race-${Date.now()}@example.org`
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => codes.issue(email)))
    const issued = results.filter((result) => result.status === 'fulfilled')
    expect(issued).toHaveLength(1)
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(OtpCooldownError)
  })

  it('counts every one of many parallel guesses', async () => {
    const codes = codesOn()
    const email = `guess-${Date.now()}@example.org`
    const code = await codes.issue(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const guesses = await Promise.allSettled(Array.from({ length: 12 }, () => codes.verify(email, wrong)))
    expect(guesses.every((guess) => guess.status === 'rejected')).toBe(true)
    const [row] = await db.query<{ attempts: number }>('SELECT attempts FROM wallet_login_codes WHERE email = $1', [
      email,
    ])
    expect(row!.attempts).toBe(12)
    await expect(codes.verify(email, code)).rejects.toThrow(OtpAttemptsExceededError)
  })

  it('takes back only its own code: a withdrawn older code does not delete a newer one', async () => {
    const codes = codesOn()
    const email = `withdraw-${Date.now()}@example.org`
    const old = await codes.issue(email)
    await db.query("UPDATE wallet_login_codes SET issued_at = issued_at - interval '31 seconds' WHERE email = $1", [
      email,
    ])
    const fresh = await codes.issue(email)
    await codes.withdraw(email, old)
    if (old !== fresh) await expect(codes.verify(email, old)).rejects.toThrow(OtpInvalidError)
    await codes.verify(email, fresh)
  })
})
