import { getTransferSolInstruction } from '@solana-program/system'
import { createNoopSigner, type Instruction } from '@solana/kit'
import { parseSendAmount } from '../parseSendAmount.js'
import { signAndSend, type SignAndSendParameters } from './signAndSend.js'
import { assertU64, toSolanaAddress } from './solanaTransaction.js'

export type SendSolParameters = Omit<SignAndSendParameters, 'instructions'> & {
  to: string
  /** SOL as a decimal string. */
  amount: string
}

/**
 * The instruction of a SOL send: the System Program's Transfer (@solana-program/system), `from` signing.
 *
 * @throws InvalidSendParametersError for an address that is not a Solana key or lamports beyond a u64
 * @example
 * const [transfer] = solTransferInstructions({ from, to, lamports: 250_000_000n })
 */
export function solTransferInstructions({
  from,
  to,
  lamports,
}: {
  from: string
  to: string
  lamports: bigint
}): Instruction[] {
  assertU64(lamports)
  const source = createNoopSigner(toSolanaAddress(from))
  return [getTransferSolInstruction({ source, destination: toSolanaAddress(to), amount: lamports })]
}

/**
 * Sends SOL with a System Program transfer (lamports converted exactly from the decimal amount).
 * Loaded on demand, with @solana/kit.
 *
 * @throws InvalidSendParametersError | UserRejectedError ('Signature declined') | SolanaSendFailedError ('Failed to send transaction. Please try again.')
 * @example
 * const signature = await sendSol({ wallet, account, rpcUrl, chain: 'solana:devnet', to, amount: '0.25', commitment: 'confirmed' })
 */
export async function sendSol({ to, amount, ...rest }: SendSolParameters): Promise<string> {
  const lamports = parseSendAmount(amount, 9)
  return await signAndSend({
    ...rest,
    instructions: solTransferInstructions({ from: rest.account.address, to, lamports }),
  })
}
