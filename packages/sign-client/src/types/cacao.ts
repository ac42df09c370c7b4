// The sign-in messages of `wc_sessionAuthenticate` (CAIP-122 request, CAIP-74 answer), as types only:
// what checks and formats them lives in client/auth/cacao.ts.

/** The CAIP-122 sign-in request a dapp sends in `wc_sessionAuthenticate` (SIWE fields). */
export type AuthPayload = {
  type: 'caip122'
  chains: string[]
  domain: string
  aud: string
  version: '1'
  nonce: string
  /** ISO 8601. */
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** A signed CAIP-74 object (CACAO): header, the payload with the signer (`iss`), the signature. */
export type Cacao = {
  h: { t: 'caip122' }
  p: Omit<AuthPayload, 'type' | 'chains'> & { iss: string }
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string }
}
