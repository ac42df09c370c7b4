import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export type SignInToSiteParameters = {
  /** The site's origin as browsers see it (`http://127.0.0.1:3000`): SIWE domain and uri, and the Origin sent. */
  site: string
  account: LocalAccount
  /** Default 1337, the local chain. */
  chainId?: number
}

export type SignInToSiteReturnType = {
  nonceResponse: Response
  /** The login's answer, body unread: the caller decides what a refusal means. */
  loginResponse: Response
  /** `agentry_session=…` from a successful login, for the Cookie header of later requests. */
  sessionCookie: string | undefined
  /** The `x-served-by` header of the nonce and the login (a cluster proxy sets it), '?' when absent. */
  servedBy: [string, string]
}

/**
 * One full SIWE sign-in over HTTP as a browser does it: `GET /auth/nonce` (keeping its cookies), an EIP-4361
 * message for `site` signed by `account` (EIP-191), `POST /auth/login` with the site's Origin. Shared by the
 * site's cluster test and the site-cluster bench. Throws when the nonce call fails.
 *
 * @example
 * const { loginResponse, sessionCookie } = await signInToSite({ site: 'http://127.0.0.1:3000', account })
 * await fetch('http://127.0.0.1:3000/auth/session', { headers: { cookie: sessionCookie! } })
 */
export async function signInToSite({
  site,
  account,
  chainId = 1337,
}: SignInToSiteParameters): Promise<SignInToSiteReturnType> {
  const nonceResponse = await fetch(`${site}/auth/nonce`)
  if (nonceResponse.status !== 200) throw new Error(`nonce ${nonceResponse.status}`)
  const cookie = nonceResponse.headers.getSetCookie().map((setCookie) => setCookie.split(';')[0])
  const { nonce } = (await nonceResponse.json()) as { nonce: string }
  const message = createSiweMessage({
    address: account.address,
    chainId,
    domain: new URL(site).host,
    uri: site,
    nonce,
    version: '1',
    statement: 'Please sign with your account',
    issuedAt: new Date(),
  })
  const loginResponse = await fetch(`${site}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, cookie: cookie.join('; ') },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  })
  const sessionCookie = loginResponse.headers
    .getSetCookie()
    .find((setCookie) => setCookie.startsWith('agentry_session='))
    ?.split(';')[0]
  const servedBy = (response: Response) => response.headers.get('x-served-by') ?? '?'
  return { nonceResponse, loginResponse, sessionCookie, servedBy: [servedBy(nonceResponse), servedBy(loginResponse)] }
}
