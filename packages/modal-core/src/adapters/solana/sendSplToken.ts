import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { isSolanaAddress } from '../../caip/isSolanaAddress.js'
import { parseSendAmount } from '../parseSendAmount.js'
import { estimateSolanaFee, type EstimateSolanaFeeParameters } from './estimateSolanaFee.js'
import { signAndSend, type SignAndSendParameters } from './signAndSend.js'
import type { SolanaInstruction } from './solanaInstruction.js'
import { SolanaPublicKey } from './solanaPublicKey.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from './splTokenInstructions.js'

export type SendSplTokenParameters = Omit<SignAndSendParameters, 'instructions'> & {
  to: string
  /** The token's mint. */
  mint: string
  /** Token units as a decimal string. */
  amount: string
  /** The mint's decimals (checked on chain by transferChecked). */
  decimals: number
}

/**
 * The instructions of an SPL token send: create the receiver's associated token account when missing
 * (idempotent, paid by the sender), then `transferChecked` from the sender's associated token account.
 * `sendSplToken` sends them and `estimateSplTokenFee` prices them.
 *
 * @throws InvalidSendParametersError for a bad mint, decimals or amount
 * @example
 * const instructions = splTransferInstructions({ from: account.address, to, mint: usdcMint, amount: '12.5', decimals: 6 })
 */
export function splTransferInstructions({
  from,
  to,
  mint,
  amount,
  decimals,
}: {
  from: string
  to: string
  mint: string
  amount: string
  decimals: number
}): SolanaInstruction[] {
  if (!isSolanaAddress(mint) || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidSendParametersError({ details: `token mint "${mint}" with ${decimals} decimals` })
  }
  const units = parseSendAmount(amount, decimals)
  const owner = SolanaPublicKey.from(from)
  const receiver = SolanaPublicKey.from(to)
  const mintKey = SolanaPublicKey.from(mint)
  return [
    createAssociatedTokenAccountIdempotent({ payer: owner, owner: receiver, mint: mintKey }),
    transferChecked({
      source: associatedTokenAddress(owner, mintKey),
      mint: mintKey,
      destination: associatedTokenAddress(receiver, mintKey),
      owner,
      amount: units,
      decimals,
    }),
  ]
}

/**
 * Sends an SPL token: the receiver's associated token account is created when missing (idempotent
 * instruction, paid by the sender), then `transferChecked` moves the amount from the sender's
 * associated token account. Loaded on demand.
 *
 * @throws InvalidSendParametersError | UserRejectedError ('Signature declined') | SolanaSendFailedError
 * @example
 * await sendSplToken({ wallet, account, rpcUrl, chain: 'solana:mainnet', to, mint: usdcMint, amount: '12.5', decimals: 6, commitment: 'confirmed' })
 */
export async function sendSplToken({ to, mint, amount, decimals, ...rest }: SendSplTokenParameters): Promise<string> {
  const instructions = splTransferInstructions({ from: rest.account.address, to, mint, amount, decimals })
  return await signAndSend({ ...rest, instructions })
}

/**
 * The network fee of that token send in lamports, without sending it (the node prices the message; the
 * rent of a new token account is a deposit, not in the fee). Loaded on demand, beside `sendSplToken`.
 *
 * @throws InvalidSendParametersError | HttpStatusError | RpcRequestError
 * @example
 * const lamports = await estimateSplTokenFee({ account, rpcUrl, to, mint: usdcMint, amount: '12.5', decimals: 6, commitment: 'confirmed' })
 */
export async function estimateSplTokenFee({
  to,
  mint,
  amount,
  decimals,
  ...rest
}: Omit<EstimateSolanaFeeParameters, 'instructions'> &
  Omit<SendSplTokenParameters, keyof SignAndSendParameters>): Promise<bigint> {
  const instructions = splTransferInstructions({ from: rest.account.address, to, mint, amount, decimals })
  return await estimateSolanaFee({ ...rest, instructions })
}
