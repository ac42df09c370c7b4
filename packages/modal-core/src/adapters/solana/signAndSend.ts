import { BaseError } from '../../errors/BaseError.js'
import { SolanaSendFailedError } from '../../errors/solanaErrors.js'
import { compileLegacyTransaction } from './compileLegacyTransaction.js'
import type { SolanaInstruction } from './solanaInstruction.js'
import { getLatestBlockhash, sendTransaction } from './solanaRpc.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'
import {
  getFeature,
  type SolanaSignTransactionFeature,
  type StandardAccount,
  type StandardWallet,
} from './walletStandard.js'

export type SignAndSendParameters = {
  wallet: StandardWallet
  account: StandardAccount
  rpcUrl: string
  /** The Wallet Standard chain ('solana:mainnet', …). */
  chain: string
  commitment: string
  instructions: readonly SolanaInstruction[]
}

/**
 * Builds a legacy transaction from `instructions` with a fresh blockhash from the RPC, has the wallet
 * sign it (`solana:signTransaction`) and sends it through the RPC with the chosen commitment.
 *
 * @throws UserRejectedError ('Signature declined') | SolanaSendFailedError ('Failed to send transaction. Please try again.')
 * @example
 * const signature = await signAndSend({ wallet, account, rpcUrl, chain: 'solana:devnet', commitment: 'confirmed', instructions })
 */
export async function signAndSend({
  wallet,
  account,
  rpcUrl,
  chain,
  commitment,
  instructions,
}: SignAndSendParameters): Promise<string> {
  const feature = getFeature<SolanaSignTransactionFeature>(wallet, 'solana:signTransaction')
  if (!feature) throw new SolanaSendFailedError({ details: `${wallet.name} cannot sign transactions` })
  try {
    const { blockhash } = await getLatestBlockhash({ rpcUrl, commitment })
    const unsigned = compileLegacyTransaction({ feePayer: account.address, recentBlockhash: blockhash, instructions })
    let signed: Uint8Array
    try {
      const [output] = await feature.signTransaction({ account, transaction: unsigned, chain })
      if (!output) throw new SolanaSendFailedError({ details: 'the wallet returned no transaction' })
      signed = output.signedTransaction
    } catch (error) {
      throw toSolanaWalletError(error, 'solana:signTransaction', 'sign')
    }
    return await sendTransaction({ rpcUrl, transaction: signed, preflightCommitment: commitment })
  } catch (error) {
    if (error instanceof BaseError && error.code === 'USER_REJECTED') throw error
    throw new SolanaSendFailedError({ cause: error })
  }
}
