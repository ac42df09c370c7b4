import { getAdapter } from './getAdapter.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { getActiveChain } from '../chain/chainState.js'
import { BaseError } from '../errors/BaseError.js'
import { InsufficientGasError } from '../errors/sendErrors.js'
import { InvalidSendParametersError, SendTransactionFailedError } from '../errors/walletErrors.js'
import { finishSend } from '../router/finishSend.js'
import { showError } from '../snackbar/showError.js'
import { showSuccess } from '../snackbar/showSuccess.js'
import { logQuietly } from '../utils/log.js'
import { hasInsufficientGas } from '../send/hasInsufficientGas.js'
import { resetSendState, sendState } from '../send/sendState.js'
import { validateSend } from '../send/validateSend.js'
import { formSendParameters } from '../send/formSendParameters.js'
import { getNamespace } from '../adapters/namespaces.js'
import { recordSentTransaction } from '../transactions/sentTransactions.js'

/** Spec section 8: the messages of a send. */
export const SEND_MESSAGES = {
  started: 'Transaction started',
  evmFailed: 'Something went wrong',
  solanaFailed: 'Failed to send transaction. Please try again.',
  insufficientGas: 'Insufficient gas',
} as const

/**
 * Sends what the send form holds through the connected wallet's adapter (EVM native or ERC-20, Solana
 * SOL or SPL). Invalid input shows its message and sends nothing; so does an EOA without gas. On
 * success: 'Transaction started', the form is cleared, the modal returns to Account with no back
 * navigation, and balances are read again. On failure the form stays and the namespace's message shows
 * ('Something went wrong' on EVM, 'Failed to send transaction. Please try again.' on Solana;
 * 'Signature declined' when the user declines). Never throws.
 *
 * @returns the transaction hash (EVM) or signature (Solana), or undefined
 * @example
 * Object.assign(sendState, { token, sendTokenAmount: '0.1', receiverAddress: '0x7099…' })
 * await sendToken()
 */
export async function sendToken(): Promise<string | undefined> {
  const { namespace, networkState, accountState } = getActiveChain()
  const network = networkState.caipNetwork
  const { token, sendTokenAmount, receiverAddress } = sendState
  const invalid = validateSend({ ...sendState, namespace })
  if (invalid || !network || !token || !sendTokenAmount || !receiverAddress) {
    showError(invalid ?? new InvalidSendParametersError())
    return undefined
  }
  if (getNamespace(namespace).gas) {
    const native = sendState.tokenBalances.find((balance) => balance.address === undefined)
    const insufficient = hasInsufficientGas({
      nativeBalance: native?.quantity.numeric ?? accountState.balance,
      networkBalanceInUSD: sendState.networkBalanceInUSD,
      gasPriceInUSD: sendState.gasPriceInUSD,
      accountType: accountState.preferredAccountType,
    })
    if (insufficient) {
      showError(new InsufficientGasError())
      return undefined
    }
  }
  sendState.loading = true
  try {
    const hash = await getAdapter(namespace).send(formSendParameters(network))
    if (hash && accountState.address)
      recordSentTransaction({ caipNetworkId: network.caipNetworkId, from: accountState.address, hash })
    showSuccess(SEND_MESSAGES.started, { code: 'TRANSACTION_STARTED' })
    resetSendState()
    finishSend()
    await Promise.all([fetchBalance({ force: true }), fetchTokenBalances({ force: true })])
    return hash
  } catch (error) {
    logQuietly('SEND_FAILED', error)
    const declined = error instanceof BaseError && error.code === 'USER_REJECTED'
    // The namespace names its failure (Solana has its own message), else 'Something went wrong'.
    showError(
      declined
        ? error
        : (getNamespace(namespace).sendError?.(error) ?? new SendTransactionFailedError({ cause: error })),
    )
    return undefined
  } finally {
    sendState.loading = false
  }
}
