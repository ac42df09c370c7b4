import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import type { SolanaAccount } from '../keys/deriveSolanaAccount.js'
import { FrameHostError, InvalidPayloadError } from './frameHostErrors.js'
import { call, type RpcUrls } from './sendTransaction.js'
import { describeSolanaTransaction, parseSolanaTransaction, withSignature } from './solanaTransaction.js'

/** The Solana methods the frame answers, with WalletConnect's parameters (an object) and answers. */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const
export type SolanaMethod = (typeof SOLANA_METHODS)[number]

export type SolanaServices = {
  account: SolanaAccount
  /** The frame session's chain: a Solana reference (genesis hash, with or without `solana:`) picks the RPC. */
  chainId: number | string
  rpcUrls: RpcUrls
  approve(title: string, details: string): Promise<void>
}

const REQUEST = 'RPC_REQUEST'
const LARGEST_TRANSACTION = 1232 // bytes: Solana's packet limit for one transaction
const LARGEST_MESSAGE = 64 * 1024

/**
 * Whether an RPC_REQUEST payload asks for one of {@link SOLANA_METHODS}.
 *
 * @example
 * isSolanaRequest({ method: 'solana_signMessage', params: { message, pubkey } }) // true
 */
export const isSolanaRequest = (payload: unknown): boolean =>
  (SOLANA_METHODS as readonly unknown[]).includes((payload as { method?: unknown } | null)?.method)

const decode = (codec: typeof base58 | typeof base64, value: unknown, what: string, limit: number) => {
  if (typeof value !== 'string' || value.length === 0 || value.length > limit * 2)
    throw new InvalidPayloadError(REQUEST, `${what} must be a non-empty string`)
  try {
    return codec.decode(value)
  } catch {
    throw new InvalidPayloadError(REQUEST, `${what} is not ${codec === base58 ? 'base58' : 'base64'}`)
  }
}

/** Control characters other than tab and line breaks mean binary data. */
const isBinary = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0)
    return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f
  })

/** The message as the user reads it: UTF-8 text when it is text, else its hex. */
const messageText = (bytes: Uint8Array) => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (!isBinary(text)) return text
  } catch {
    // not UTF-8: shown as hex below
  }
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The Solana network of the session, and its RPC endpoint if the host has one. */
function network(chainId: number | string, rpcUrls: RpcUrls) {
  const reference = typeof chainId === 'string' ? chainId.replace(/^solana:/, '') : undefined
  const solanaKeys = Object.keys(rpcUrls).filter((key) => !/^\d+$/.test(key))
  // A frame whose session is on an EVM chain signs for the one Solana network the host has, if one.
  const chosen = reference ?? (solanaKeys.length === 1 ? solanaKeys[0] : undefined)
  return { label: chosen ? `solana:${chosen}` : 'Solana', url: chosen ? rpcUrls[chosen] : undefined }
}

/**
 * Answers the Solana signing requests with the account's ed25519 key (m/44'/501'/0'/0'), inside the frame,
 * each after the user approves what the frame shows (the message as text, or the transaction's fee payer,
 * signers and decoded instructions):
 * - `solana_signMessage { message: base58, pubkey }` → `{ signature: base58 }`;
 * - `solana_signTransaction { transaction: base64 }` (legacy or v0) → `{ signature, transaction }`, the
 *   transaction with this account's slot signed and every other byte as it came;
 * - `solana_signAndSendTransaction { transaction, sendOptions? }` → `{ signature }`, sent through the
 *   Solana RPC the host has for the network (`sendTransaction`, base64).
 *
 * @throws InvalidPayloadError, FrameHostError (ACCOUNT_MISMATCH, USER_REJECTED, CHAIN_NOT_CONFIGURED, RPC_FAILED)
 * @example
 * await handleSolanaRequest({ method: 'solana_signMessage', params: { message: base58.encode(bytes), pubkey } }, services)
 */
export async function handleSolanaRequest(
  payload: unknown,
  { account, chainId, rpcUrls, approve }: SolanaServices,
): Promise<unknown> {
  const { method, params } = payload as { method: SolanaMethod; params?: unknown }
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new InvalidPayloadError(REQUEST, `${method} takes an object of parameters`)
  const input = params as Record<string, unknown>
  const where = network(chainId, rpcUrls)
  if (method === 'solana_signMessage') {
    if (input.pubkey !== account.address)
      throw new FrameHostError('ACCOUNT_MISMATCH', 'The request names an account this wallet does not hold')
    const message = decode(base58, input.message, 'message', LARGEST_MESSAGE)
    await approve('Sign message', `Solana account ${account.address}\n\n${messageText(message)}`)
    return { signature: base58.encode(ed25519.sign(message, account.privateKey)) }
  }
  const bytes = decode(base64, input.transaction, 'transaction', LARGEST_TRANSACTION)
  const tx = parseSolanaTransaction(bytes)
  if (!tx.accountKeys.slice(0, tx.requiredSignatures).includes(account.address))
    throw new FrameHostError('ACCOUNT_MISMATCH', 'This wallet’s account is not a signer of this transaction')
  const url = where.url
  if (method === 'solana_signAndSendTransaction' && !url)
    throw new FrameHostError('CHAIN_NOT_CONFIGURED', `This wallet host cannot send on ${where.label}`)
  await approve(
    method === 'solana_signTransaction' ? 'Sign transaction' : 'Send transaction',
    describeSolanaTransaction(tx, where.label),
  )
  const signature = ed25519.sign(tx.message, account.privateKey)
  const signed = withSignature(bytes, tx, account.address, signature)
  if (method === 'solana_signTransaction')
    return { signature: base58.encode(signature), transaction: base64.encode(signed) }
  const options = (typeof input.sendOptions === 'object' && input.sendOptions) || {}
  const { skipPreflight, preflightCommitment, maxRetries } = options as Record<string, unknown>
  const sent = await call<string>(url!, 'sendTransaction', [
    base64.encode(signed),
    {
      encoding: 'base64',
      ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
      ...(typeof preflightCommitment === 'string' ? { preflightCommitment } : {}),
      ...(typeof maxRetries === 'number' ? { maxRetries } : {}),
    },
  ])
  return { signature: sent }
}
