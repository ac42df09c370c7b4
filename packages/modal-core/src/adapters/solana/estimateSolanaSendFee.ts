import { compileLegacyMessage } from './compileLegacyTransaction.js'
import { solTransferInstructions } from './sendSol.js'
import { splTransferInstructions } from './sendSplToken.js'
import { getFeeForMessage, getLatestBlockhash } from './solanaRpc.js'

export type EstimateSolanaSendFeeParameters = {
  rpcUrl: string
  commitment: string
  /** The sender: the fee payer and signer. */
  from: string
  to: string
  /** A decimal string in whole SOL, or whole token units with `mint`. */
  amount: string
  /** Absent for SOL; the token's mint otherwise. */
  mint?: string
  decimals?: number
}

/**
 * What the network would charge for this send, in lamports: the very message `send` would have the wallet
 * sign (same instructions, a fresh blockhash), priced by the node with `getFeeForMessage`. Rent for a new
 * token account is a deposit, not a fee, so it is not in the figure. Loaded on demand.
 *
 * @throws InvalidSendParametersError | HttpStatusError | RpcRequestError
 * @example
 * const lamports = await estimateSolanaSendFee({ rpcUrl, commitment: 'confirmed', from, to, amount: '0.25' }) // 5000n
 */
export async function estimateSolanaSendFee({
  rpcUrl,
  commitment,
  from,
  to,
  amount,
  mint,
  decimals,
}: EstimateSolanaSendFeeParameters): Promise<bigint> {
  const instructions =
    mint === undefined
      ? solTransferInstructions({ from, to, amount })
      : splTransferInstructions({ from, to, mint, amount, decimals: decimals ?? Number.NaN })
  const { blockhash } = await getLatestBlockhash({ rpcUrl, commitment })
  const { message } = compileLegacyMessage({ feePayer: from, recentBlockhash: blockhash, instructions })
  return await getFeeForMessage({ rpcUrl, message, commitment })
}
