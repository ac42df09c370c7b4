import { PublicKey, SystemProgram } from '@solana/web3.js'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { parseUnitsDecimal } from '../../numbers/parseUnitsDecimal.js'
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
  let lamports: bigint
  try {
    lamports = parseUnitsDecimal(amount, 9)
  } catch {
    throw new InvalidSendParametersError({ details: `amount "${amount}"` })
  }
  if (lamports <= 0n) throw new InvalidSendParametersError({ details: `amount "${amount}"` })
  const instruction = SystemProgram.transfer({ fromPubkey: new PublicKey(rest.account.address), toPubkey: new PublicKey(to), lamports })
  return await signAndSend({ ...rest, instructions: [instruction] })
}
