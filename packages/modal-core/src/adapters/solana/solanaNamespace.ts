import { isSolanaAddress } from '../../caip/isSolanaAddress.js'
import { SolanaSendFailedError } from '../../errors/solanaErrors.js'
import type { NamespaceDescriptor } from '../types.js'

/**
 * solana: wallets bring their own adapter (`createSolanaAdapter`), addresses are base58 public keys, and a
 * failed send says 'Failed to send transaction. Please try again.' (spec section 8). Not in the built-in
 * registry, as its address check needs base58: `createSolanaAdapter` provides it, so it loads with the
 * first Solana wallet, before any Solana account can send. An app that checks Solana addresses before any
 * wallet exists registers it itself (`registerNamespace(solanaNamespace)`, from `@agentry/modal-core/solana`).
 *
 * @example
 * registerNamespace(solanaNamespace)
 * validateSend({ namespace: 'solana', token, sendTokenAmount: '1', receiverAddress: '0x7099…' }) // InvalidSendParametersError
 */
export const solanaNamespace: NamespaceDescriptor = {
  namespace: 'solana',
  isAddress: isSolanaAddress,
  sendError: (cause) => new SolanaSendFailedError({ cause }),
}
