import { Connection, PublicKey, SystemProgram, Transaction, type Commitment } from '@solana/web3.js'
import { BaseError } from '../../errors/BaseError.js'
import { toProviderError } from '../../errors/toProviderError.js'
import { SolanaSendFailedError } from '../../errors/solanaErrors.js'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { parseUnitsDecimal } from '../../numbers/parseUnitsDecimal.js'
import { getFeature, type SolanaSignTransactionFeature, type StandardAccount, type StandardWallet } from './walletStandard.js'

export type SendSolParameters = {
  wallet: StandardWallet
  account: StandardAccount
  rpcUrl: string
  /** The Wallet Standard chain ('solana:mainnet', …). */
  chain: string
  to: string
  /** SOL as a decimal string. */
  amount: string
  commitment: string
}

/**
 * Sends SOL: a System Program transfer with a fresh blockhash from the RPC, signed by the wallet
 * (`solana:signTransaction`) and sent through the RPC with the chosen commitment. Loaded on demand.
 *
 * @throws InvalidSendParametersError | UserRejectedError ('Signature declined') | SolanaSendFailedError ('Failed to send transaction. Please try again.')
 * @example
 * const signature = await sendSol({ wallet, account, rpcUrl, chain: 'solana:devnet', to, amount: '0.25', commitment: 'confirmed' })
 */
export async function sendSol({ wallet, account, rpcUrl, chain, to, amount, commitment }: SendSolParameters): Promise<string> {
  let lamports: bigint
  try {
    lamports = parseUnitsDecimal(amount, 9)
  } catch {
    throw new InvalidSendParametersError({ details: `amount "${amount}"` })
  }
  if (lamports <= 0n) throw new InvalidSendParametersError({ details: `amount "${amount}"` })
  const feature = getFeature<SolanaSignTransactionFeature>(wallet, 'solana:signTransaction')
  if (!feature) throw new SolanaSendFailedError({ details: `${wallet.name} cannot sign transactions` })
  try {
    const connection = new Connection(rpcUrl, commitment as Commitment)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash(commitment as Commitment)
    const from = new PublicKey(account.address)
    const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(to), lamports }),
    )
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    let signed: Uint8Array
    try {
      const [output] = await feature.signTransaction({ account, transaction: unsigned, chain })
      if (!output) throw new Error('the wallet returned no transaction')
      signed = output.signedTransaction
    } catch (error) {
      throw toProviderError(error, 'solana:signTransaction', 'sign')
    }
    return await connection.sendRawTransaction(signed, { preflightCommitment: commitment as Commitment })
  } catch (error) {
    if (error instanceof BaseError && error.code === 'USER_REJECTED') throw error
    throw new SolanaSendFailedError({ cause: error })
  }
}
