import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { createNoopSigner, type Address, type Instruction } from '@solana/kit'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { SolanaSendFailedError } from '../../errors/solanaErrors.js'
import { parseSendAmount } from '../parseSendAmount.js'
import { signAndSend, type SignAndSendParameters } from './signAndSend.js'
import { assertU64, toSolanaAddress } from './solanaTransaction.js'

export type SendSplTokenParameters = Omit<SignAndSendParameters, 'instructions'> & {
  to: string
  /** The token's mint. */
  mint: string
  /** Token units as a decimal string. */
  amount: string
  /** The mint's decimals (checked on chain by transferChecked). */
  decimals: number
}

async function associatedTokenAccount(owner: Address, mint: Address): Promise<Address> {
  try {
    return (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  } catch (cause) {
    // @solana/kit derives program addresses with WebCrypto's SHA-256, which a page outside a secure context lacks.
    throw new SolanaSendFailedError({ details: 'the token account address could not be derived', cause })
  }
}

/**
 * The instructions of an SPL token send (@solana-program/token): create the receiver's associated token
 * account unless it exists (CreateIdempotent, paid by `owner`), then TransferChecked from `owner`'s
 * associated token account, checked against the mint's `decimals`.
 *
 * @throws InvalidSendParametersError for an address that is not a Solana key, units beyond a u64 or decimals outside 0-255
 * @throws SolanaSendFailedError when the token account addresses cannot be derived
 * @example
 * const instructions = await splTransferInstructions({ owner, to, mint: usdcMint, units: 12_500_000n, decimals: 6 })
 */
export async function splTransferInstructions({
  owner,
  to,
  mint,
  units,
  decimals,
}: {
  owner: string
  to: string
  mint: string
  units: bigint
  decimals: number
}): Promise<Instruction[]> {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidSendParametersError({ details: `token mint "${mint}" with ${decimals} decimals` })
  assertU64(units)
  const sender = toSolanaAddress(owner)
  const receiver = toSolanaAddress(to)
  const mintAddress = toSolanaAddress(mint)
  const [source, destination] = await Promise.all([
    associatedTokenAccount(sender, mintAddress),
    associatedTokenAccount(receiver, mintAddress),
  ])
  const signer = createNoopSigner(sender)
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: receiver,
      mint: mintAddress,
    }),
    getTransferCheckedInstruction({
      source,
      mint: mintAddress,
      destination,
      authority: signer,
      amount: units,
      decimals,
    }),
  ]
}

/**
 * Sends an SPL token: the receiver's associated token account is created when missing (idempotent
 * instruction, paid by the sender), then `transferChecked` moves the amount from the sender's
 * associated token account. Loaded on demand, with @solana/kit.
 *
 * @throws InvalidSendParametersError | UserRejectedError ('Signature declined') | SolanaSendFailedError
 * @example
 * await sendSplToken({ wallet, account, rpcUrl, chain: 'solana:mainnet', to, mint: usdcMint, amount: '12.5', decimals: 6, commitment: 'confirmed' })
 */
export async function sendSplToken({ to, mint, amount, decimals, ...rest }: SendSplTokenParameters): Promise<string> {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new InvalidSendParametersError({ details: `token mint "${mint}" with ${decimals} decimals` })
  }
  const units = parseSendAmount(amount, decimals)
  const instructions = await splTransferInstructions({ owner: rest.account.address, to, mint, units, decimals })
  return await signAndSend({ ...rest, instructions })
}
