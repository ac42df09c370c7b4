import { compileLegacyMessage } from './compileLegacyTransaction.js'
import type { SolanaInstruction } from './solanaInstruction.js'
import { getFeeForMessage, getLatestBlockhash } from './solanaRpc.js'

export type EstimateSolanaFeeParameters = {
  rpcUrl: string
  commitment: string
  /** The fee payer: the sender, who signs. */
  account: { address: string }
  instructions: readonly SolanaInstruction[]
}

/**
 * What the network would charge, in lamports, for the message `signAndSend` would have the wallet sign
 * (the same instructions, a fresh blockhash), priced by the node with `getFeeForMessage`. Rent for a new
 * token account is a deposit, not a fee, so it is not in the figure.
 *
 * @throws HttpStatusError | RpcRequestError
 * @example
 * const lamports = await estimateSolanaFee({ rpcUrl, commitment: 'confirmed', account, instructions }) // 5000n
 */
export async function estimateSolanaFee({
  rpcUrl,
  commitment,
  account,
  instructions,
}: EstimateSolanaFeeParameters): Promise<bigint> {
  const { blockhash } = await getLatestBlockhash({ rpcUrl, commitment })
  const { message } = compileLegacyMessage({ feePayer: account.address, recentBlockhash: blockhash, instructions })
  return await getFeeForMessage({ rpcUrl, message, commitment })
}
