// Test fixture (not exported by the package): the one-click sign-in set-up the link-mode and
// authenticate tests share: a signer (the first anvil account), its `did:pkh`, the apps' universal
// links, and a wallet that signs in and signs personal_sign with it (ours or the official client).
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { buildAuthObject } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The signer of every test sign-in. */
export const signInAccount = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
/** The signer as a CACAO issuer. */
export const SIGN_IN_ISS = `did:pkh:eip155:1:${signInAccount.address}`
/** The dapp's and the wallet's universal links in link-mode tests. */
export const DAPP_LINK = 'https://dapp.example/wc'
export const WALLET_LINK = 'https://wallet.example/wc'

/** What a signing wallet needs of a client: ours and the official one both fit. */
export type SigningWallet = {
  on(
    event: 'session_authenticate',
    listener: (payload: { id: number; params: { authPayload: Record<string, unknown> } }) => void,
  ): unknown
  on(
    event: 'session_request',
    listener: (payload: { id: number; topic: string; params: { request: { params: unknown } } }) => void,
  ): unknown
  formatAuthMessage(params: { request: never; iss: string }): string
  approveSessionAuthenticate(params: { id: number; auths: never[] }): Promise<unknown>
  respond(params: object): Promise<void>
}

/**
 * The CACAO of a sign-in request, signed by `signInAccount`.
 *
 * @example
 * await wallet.approveSessionAuthenticate({ id, auths: [await signInCacao(wallet, authPayload)] })
 */
export async function signInCacao(wallet: Pick<SigningWallet, 'formatAuthMessage'>, authPayload: unknown) {
  const message = wallet.formatAuthMessage({ request: authPayload as never, iss: SIGN_IN_ISS })
  const signature = await signInAccount.signMessage({ message })
  return buildAuthObject(authPayload as never, { t: 'eip191', s: signature }, SIGN_IN_ISS) as never
}

/**
 * Makes `wallet` approve every sign-in with `signInAccount` and answer personal_sign with its signature.
 * Answers are not awaited by anyone: a test may close the clients while one is still on its way.
 *
 * @example
 * signingWallet(wallet)
 */
export function signingWallet(wallet: SigningWallet): void {
  wallet.on('session_authenticate', ({ id, params }) => {
    void signInCacao(wallet, params.authPayload)
      .then((cacao) => wallet.approveSessionAuthenticate({ id, auths: [cacao] }))
      .catch(() => undefined)
  })
  wallet.on('session_request', ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex]
    void signInAccount
      .signMessage({ message: { raw: message } })
      .then((result) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }))
      .catch(() => undefined)
  })
}
