import { Connection, PublicKey, Transaction, type Commitment, type TransactionInstruction } from '@solana/web3.js'
import { BaseError } from '../../errors/BaseError.js'
import { SolanaSendFailedError } from '../../errors/solanaErrors.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'
import { getFeature, type SolanaSignTransactionFeature, type StandardAccount, type StandardWallet } from './walletStandard.js'

export type SignAndSendParameters = {
  wallet: StandardWallet
  account: StandardAccount
  rpcUrl: string
  /** The Wallet Standard chain ('solana:mainnet', …). */
  chain: string
  commitment: string
  instructions: readonly TransactionInstruction[]
}

/**
 * Builds a transaction from `instructions` with a fresh blockhash from the RPC, has the wallet sign it
 * (`solana:signTransaction`) and sends it through the RPC with the chosen commitment.
 *
 * @throws UserRejectedError ('Signature declined') | SolanaSendFailedError ('Failed to send transaction. Please try again.')
 * @example
 * const signature = await signAndSend({ wallet, account, rpcUrl, chain: 'solana:devnet', commitment: 'confirmed', instructions })
 */
export async function signAndSend({ wallet, account, rpcUrl, chain, commitment, instructions }: SignAndSendParameters): Promise<string> {
  const feature = getFeature<SolanaSignTransactionFeature>(wallet, 'solana:signTransaction')
  if (!feature) throw new SolanaSendFailedError({ details: `${wallet.name} cannot sign transactions` })
  try {
    const connection = new Connection(rpcUrl, commitment as Commitment)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash(commitment as Commitment)
    const transaction = new Transaction({ feePayer: new PublicKey(account.address), blockhash, lastValidBlockHeight }).add(...instructions)
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    let signed: Uint8Array
    try {
      const [output] = await feature.signTransaction({ account, transaction: unsigned, chain })
      if (!output) throw new SolanaSendFailedError({ details: 'the wallet returned no transaction' })
      signed = output.signedTransaction
    } catch (error) {
      throw toSolanaWalletError(error, 'solana:signTransaction', 'sign')
    }
    return await connection.sendRawTransaction(signed, { preflightCommitment: commitment as Commitment })
  } catch (error) {
    if (error instanceof BaseError && error.code === 'USER_REJECTED') throw error
    throw new SolanaSendFailedError({ cause: error })
  }
}
