import { parseSendAmount } from '../parseSendAmount.js'
import { signAndSend, type SignAndSendParameters } from './signAndSend.js'
import { systemTransfer } from './systemTransfer.js'

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
  return await signAndSend({ ...rest, instructions: [systemTransfer({ from: rest.account.address, to, lamports })] })
}
