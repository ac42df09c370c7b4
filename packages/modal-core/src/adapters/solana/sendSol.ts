import { parseSendAmount } from '../parseSendAmount.js'
import { estimateSolanaFee, type EstimateSolanaFeeParameters } from './estimateSolanaFee.js'
import { signAndSend, type SignAndSendParameters } from './signAndSend.js'
import type { SolanaInstruction } from './solanaInstruction.js'
import { systemTransfer } from './systemTransfer.js'

export type SendSolParameters = Omit<SignAndSendParameters, 'instructions'> & {
  to: string
  /** SOL as a decimal string. */
  amount: string
}

/**
 * The instructions of a SOL send: one System Program transfer, the lamports converted exactly from the
 * decimal amount. `sendSol` sends them and `estimateSolFee` prices them.
 *
 * @throws InvalidSendParametersError for an amount that is not a decimal
 * @example
 * const instructions = solTransferInstructions({ from: account.address, to, amount: '0.25' })
 */
export function solTransferInstructions({
  from,
  to,
  amount,
}: {
  from: string
  to: string
  amount: string
}): SolanaInstruction[] {
  return [systemTransfer({ from, to, lamports: parseSendAmount(amount, 9) })]
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
  return await signAndSend({
    ...rest,
    instructions: solTransferInstructions({ from: rest.account.address, to, amount }),
  })
}

/**
 * The network fee of that SOL send in lamports, without sending it (the node prices the message). Loaded
 * on demand, beside `sendSol`.
 *
 * @throws InvalidSendParametersError | HttpStatusError | RpcRequestError
 * @example
 * const lamports = await estimateSolFee({ account, rpcUrl, to, amount: '0.25', commitment: 'confirmed' }) // 5000n
 */
export async function estimateSolFee({
  to,
  amount,
  ...rest
}: Omit<EstimateSolanaFeeParameters, 'instructions'> & { to: string; amount: string }): Promise<bigint> {
  return await estimateSolanaFee({
    ...rest,
    instructions: solTransferInstructions({ from: rest.account.address, to, amount }),
  })
}
