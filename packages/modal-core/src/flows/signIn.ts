import { utf8ToHex } from '../utils/hex.js'
import { chainState } from '../chain/chainState.js'
import { getNamespaceConnection } from '../connection/connectionState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { BaseError } from '../errors/BaseError.js'
import { ConfigError } from '../errors/ConfigError.js'
import { NotConnectedError } from '../errors/providerErrors.js'
import { VerifyMessageError } from '../errors/siwxErrors.js'
import { SignMessageFailedError } from '../errors/walletErrors.js'
import { toProviderError } from '../errors/toProviderError.js'
import { closeModal } from './closeModal.js'
import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { takeNonce } from '../siwx/nonceCache.js'
import { siwxState } from '../siwx/siwxState.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

/**
 * Signs in with the connected wallet: nonce, EIP-4361 message, `personal_sign` through the active
 * connector, server verification. Success sets the session, closes the modal and calls `onSignIn`.
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
    // Sign-In With Ethereum: the eip155 wallet signs, whichever namespace is active.
    const connection = getNamespaceConnection('eip155')
    const address = chainState.chains.eip155.accountState.address
    const provider = connection && getConnector(connection.connectorId)?.provider
    if (!connection || !address || !provider) throw new NotConnectedError()
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
    let signature: unknown
    try {
      signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), address] })
    } catch (error) {
      throw toProviderError(error, 'personal_sign', 'sign')
    }
    if (typeof signature !== 'string') throw new SignMessageFailedError()
    if (!(await siwx.verifyMessage({ message, signature }))) throw new VerifyMessageError()
    const session = { address, chainId: Number(connection.chainId) }
    siwxState.session = session
    siwxState.status = 'success'
    closeModal()
    siwx.onSignIn?.(session)
  } catch (error) {
    siwxState.status = 'error'
    Object.assign(
      siwxState,
      errorState(error instanceof BaseError ? error : new SignMessageFailedError({ cause: error })),
    )
    logQuietly('SIGN_IN_FAILED', error)
  }
}
