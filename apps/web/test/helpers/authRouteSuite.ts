import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterAll, beforeAll } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { expectRejectedCleanly } from './assertions'
import type { DRIVERS } from './drivers'
import { startServerFixture, type ServerFixture } from './serverFixture'
import { attemptSignIn, type siweMessage } from './siwe'
import type { TestBrowser } from './testBrowser'

/** The default signer of the route suites: the first anvil account. */
export const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)

/**
 * The set-up the auth route suites share, called inside their `describe`: a server fixture on the
 * driver (started before the suite, stopped after), a sign-in attempt, and the rejection contract.
 *
 * @example
 * describe.each(DRIVERS)('auth routes ($driver)', ({ open }) => {
 *   const suite = useAuthRouteSuite(open)
 *   it('refuses a bad signature', () => suite.expectRejectedCleanly((b) => suite.attempt(b, {}, { signer: bob }), 401, 'BAD_SIGNATURE'))
 * })
 */
export function useAuthRouteSuite(open: (typeof DRIVERS)[number]['open']) {
  let fixture: ServerFixture | undefined
  beforeAll(async () => {
    fixture = await startServerFixture(open)
  })
  afterAll(async () => {
    await fixture?.stop()
  })
  const started = (): ServerFixture => {
    if (!fixture) throw new Error('the server fixture is used before beforeAll ran')
    return fixture
  }
  return {
    /** The running fixture (anvil, database, config). */
    get fixture() {
      return started()
    },
    /** Gets a nonce, builds a message with `overrides`, has `signer` sign it and posts it. */
    attempt: (
      browser: TestBrowser,
      overrides: Parameters<typeof siweMessage>[2] = {},
      { signer = alice, address = alice.address } = {},
    ) => attemptSignIn(browser, signer, overrides, address),
    /** The rejection contract: the status and code, no session and no user written, the nonce gone. */
    expectRejectedCleanly: (
      run: (browser: TestBrowser) => Promise<{ nonce: string; response: Response }>,
      status: number,
      code: string,
    ) => expectRejectedCleanly(started().db, run, status, code),
  }
}
