import { getSignInNamespace } from '../adapters/namespaces.js'
import { chainState } from '../chain/chainState.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { getNamespaceAdapter } from '../connection/getNamespaceAdapter.js'
import { BaseError } from '../errors/BaseError.js'
import { ConfigError } from '../errors/ConfigError.js'
import { NotConnectedError } from '../errors/providerErrors.js'
import { SmartAccountSignInError, VerifyMessageError } from '../errors/siwxErrors.js'
import { UserRejectedError } from '../errors/providerErrors.js'
import { SignMessageFailedError } from '../errors/walletErrors.js'
import { closeModal } from './closeModal.js'
import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { takeNonce } from '../siwx/nonceCache.js'
import { siwxState } from '../siwx/siwxState.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

/**
 * Signs in with the connected wallet: nonce, EIP-4361 message, signed through the sign-in
 * namespace's wallet adapter (eip155: `personal_sign`), server verification. Success sets the session, closes the modal and calls `onSignIn`.
 * Failures do not throw: `siwxState.status` becomes 'error' and `siwxState.error` holds the user
 * message ('Signature declined' when the wallet answers 4001, 'Failed to verify message', …).
 *
 * @example
 * await signIn()
 * if (siwxState.status === 'error') render(siwxState.error)
 */
export async function signIn(): Promise<void> {
  siwxState.status = 'signing'
  Object.assign(siwxState, NO_ERROR)
  try {
    const siwx = optionsState.siwx
    if (!siwx) throw new ConfigError('Sign-in is not configured')
    // The sign-in namespace's wallet signs (Sign-In With Ethereum: eip155), whichever namespace is active.
    const namespace = getSignInNamespace()
    const connection = namespace && getNamespaceConnection(namespace)
    const address = namespace && chainState.chains[namespace]?.accountState.address
    const adapter = namespace && getNamespaceAdapter(namespace)
    if (!connection || !address || !adapter) throw new NotConnectedError()
    const nonce = takeNonce() ?? (await siwx.getNonce())
    // Loaded on demand: the EIP-4361 formatter is only needed once someone signs in.
    const { buildSiweMessage } = await import('../siwx/buildSiweMessage.js')
    const message = buildSiweMessage({
      address,
      chainId: Number(connection.chainId),
      nonce,
      issuedAt: siwx.now(),
      params: await siwx.getMessageParams(),
    })
    const signature = await adapter.signMessage({ message, address })
    if (!(await siwx.verifyMessage({ message, signature }))) throw new VerifyMessageError()
    const session = { address, chainId: Number(connection.chainId) }
    siwxState.session = session
    siwxState.status = 'success'
    closeModal()
    siwx.onSignIn?.(session)
  } catch (error) {
    siwxState.status = 'error'
    // Spec section 8: a smart account's failed sign-in (not the user's own decline) is most likely the
    // app's server not verifying contract signatures.
    const namespace = getSignInNamespace()
    const smartAccount =
      namespace !== undefined && chainState.chains[namespace]?.accountState.preferredAccountType === 'smartAccount'
    const failure =
      smartAccount && !(error instanceof UserRejectedError)
        ? new SmartAccountSignInError({ cause: error })
        : error instanceof BaseError
          ? error
          : new SignMessageFailedError({ cause: error })
    Object.assign(siwxState, errorState(failure))
    logQuietly('SIGN_IN_FAILED', error)
  }
}
