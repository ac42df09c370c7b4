import { PublicKey, SystemProgram } from '@solana/web3.js'
import { parseSendAmount } from '../parseSendAmount.js'
import { signAndSend, type SignAndSendParameters } from './signAndSend.js'

export type SendSolParameters = Omit<SignAndSendParameters, 'instructions'> & {
  to: string
  /** SOL as a decimal string. */
  amount: string
}

/**
 * Sends SOL with a System Program transfer (lamports converted exactly from the decimal amount).
 * Loaded on demand.
 *
 * @throws InvalidSendParametersError | UserRejectedError ('Signature declined') | SolanaSendFailedError ('Failed to send transaction. Please try again.')
 * @example
 * const signature = await sendSol({ wallet, account, rpcUrl, chain: 'solana:devnet', to, amount: '0.25', commitment: 'confirmed' })
 */
export async function sendSol({ to, amount, ...rest }: SendSolParameters): Promise<string> {
  const lamports = parseSendAmount(amount, 9)
  const instruction = SystemProgram.transfer({ fromPubkey: new PublicKey(rest.account.address), toPubkey: new PublicKey(to), lamports })
  return await signAndSend({ ...rest, instructions: [instruction] })
}
