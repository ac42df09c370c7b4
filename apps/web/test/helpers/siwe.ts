import type { Address, Hex, LocalAccount } from 'viem'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'
import * as loginRoute from '@/app/auth/login/route'
import * as nonceRoute from '@/app/auth/nonce/route'
import { ORIGIN, type TestBrowser } from './testBrowser'

/** Asks the nonce route for a nonce with this browser's cookies. */
export async function fetchNonce(browser: TestBrowser): Promise<string> {
  const response = await browser.get(nonceRoute.GET, '/auth/nonce')
  if (response.status !== 200) throw new Error(`nonce failed: ${response.status}`)
  return ((await response.json()) as { nonce: string }).nonce
}

/**
 * A valid EIP-4361 message for the test site (domain and uri from ORIGIN, issued now, statement of the
 * spec); `overrides` break one field at a time.
 */
export function siweMessage(
  address: Address,
  nonce: string,
  overrides: Partial<CreateSiweMessageParameters> = {},
): string {
  return createSiweMessage({
    address,
    chainId: 1,
    domain: new URL(ORIGIN).host,
    uri: ORIGIN,
    nonce,
    version: '1',
    statement: 'Please sign with your account',
    issuedAt: new Date(),
    ...overrides,
  })
}

/** Signs with personal_sign semantics (EIP-191), as a wallet would. */
export async function sign(account: LocalAccount, message: string): Promise<Hex> {
  return await account.signMessage({ message })
}

/**
 * One sign-in attempt: gets a nonce, builds a message for `address` with `overrides`, has `signer` sign
 * it and posts it to the login route.
 */
export async function attemptSignIn(
  browser: TestBrowser,
  signer: LocalAccount,
  overrides: Partial<CreateSiweMessageParameters> = {},
  address: Address = signer.address,
) {
  const nonce = await fetchNonce(browser)
  const message = siweMessage(address, nonce, overrides)
  const { signature, response } = await postSignedLogin(browser, signer, message)
  return { nonce, message, signature, response }
}

/**
 * Has `signer` sign `message` and posts both to the login route with this browser's cookies.
 *
 * @example
 * const { response } = await postSignedLogin(browser, alice, siweMessage(alice.address, nonce))
 */
export async function postSignedLogin(browser: TestBrowser, signer: LocalAccount, message: string) {
  const signature = await sign(signer, message)
  const response = await browser.postJson(loginRoute.POST, '/auth/login', { message, signature })
  return { signature, response }
}
