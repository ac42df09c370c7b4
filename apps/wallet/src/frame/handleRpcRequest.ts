import { isAddressEqual, isHex, type Hex, type TypedDataDefinition } from 'viem'
import { FrameHostError, InvalidPayloadError, NotSignedInError } from './frameHostErrors.js'
import type { FrameWallet } from './frameWallet.js'
import type { FrameSession } from './handleFrameRequest.js'
import { callsStoreOf, getCallsStatus, getCapabilities, sendCalls } from './sendCalls.js'
import { handleSolanaRequest, isSolanaRequest } from './solanaSigning.js'
import { describeTransaction, prepareTransaction, signAndSend, type RpcUrls } from './sendTransaction.js'

/** What the frame asks the user to approve: a title and the decoded content, as text. */
export type SignatureRequest = {
  title: string
  /** The page that asks (the embedding site's origin). */
  origin: string
  /** The account that signs. */
  address: string
  /** The message as text, or the typed data's domain and message, laid out for reading. */
  details: string
}

/** Shows the request in the frame; resolves true when the user approves, false when they reject. */
export type ConfirmSignature = (request: SignatureRequest) => Promise<boolean>

export type RpcServices = {
  wallet: FrameWallet
  confirm: ConfirmSignature
  origin: string
  /** The chains' RPC endpoints (the host's `WALLET_RPC_URLS`): eth_sendTransaction sends there. */
  rpcUrls?: RpcUrls
}

const REQUEST = 'RPC_REQUEST'

const readCall = (payload: unknown): { method: string; params: unknown[] } => {
  const { method, params } = (payload ?? {}) as { method?: unknown; params?: unknown }
  if (typeof method !== 'string' || method.length === 0 || method.length > 64)
    throw new InvalidPayloadError(REQUEST, 'method must be a non-empty string')
  if (params !== undefined && !Array.isArray(params)) throw new InvalidPayloadError(REQUEST, 'params must be an array')
  return { method, params: params ?? [] }
}

const checkAddress = (value: unknown, own: Hex) => {
  if (typeof value !== 'string' || !isHex(value) || value.length !== 42)
    throw new InvalidPayloadError(REQUEST, 'the account must be an address')
  if (!isAddressEqual(value, own))
    throw new FrameHostError('ACCOUNT_MISMATCH', 'The request names an account this wallet does not hold')
}

/** The message as the user reads it: UTF-8 text when the bytes are text, else the hex itself. */
const messageText = (message: string): string => {
  if (!isHex(message)) return message
  try {
    const bytes = Uint8Array.from(message.slice(2).match(/../g) ?? [], (byte) => parseInt(byte, 16))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters other than line breaks and tabs mean binary data: show the hex.
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return (code < 0x20 && char !== '\n' && char !== '\r' && char !== '\t') || code === 0x7f
    })
    return binary ? message : text
  } catch {
    return message
  }
}

const readTypedData = (value: unknown): TypedDataDefinition => {
  let typed: unknown = value
  if (typeof value === 'string')
    try {
      typed = JSON.parse(value)
    } catch {
      throw new InvalidPayloadError(REQUEST, 'the typed data is not JSON')
    }
  const { types, primaryType, message } = (typed ?? {}) as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string' || typeof message !== 'object')
    throw new InvalidPayloadError(REQUEST, 'the typed data needs types, primaryType and message')
  return typed as TypedDataDefinition
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2)

/**
 * Answers RPC_REQUEST (spec section 7) with the signed-in user's key, inside the frame: `personal_sign`
 * (EIP-191), `eth_signTypedData_v4` (EIP-712) and `eth_sendTransaction` (filled from the chain's RPC,
 * signed here, sent as a raw transaction), each only after the user approves what the frame shows (the
 * decoded message, the typed data's domain and message, or the transaction's to, value, data and fee). The key never leaves the frame: only the
 * signature is answered. Other methods get `METHOD_NOT_SUPPORTED`, a rejection `USER_REJECTED`.
 *
 * @throws NotSignedInError, InvalidPayloadError, FrameHostError (ACCOUNT_MISMATCH, USER_REJECTED, METHOD_NOT_SUPPORTED)
 * @example
 * await handleRpcRequest({ method: 'personal_sign', params: ['0x68656c6c6f', address] }, session, services) // '0x…'
 */
export async function handleRpcRequest(
  payload: unknown,
  session: FrameSession,
  { wallet, confirm, origin, rpcUrls = {} }: RpcServices,
): Promise<unknown> {
  const solana = isSolanaRequest(payload)
  const { method, params } = solana ? { method: '', params: [] } : readCall(payload)
  const account = wallet.unlocked(session.email)
  if (!account || !session.address) throw new NotSignedInError()
  const { evm } = account
  const approve = async (title: string, details: string, address: string = evm.address) => {
    if (!(await confirm({ title, origin, address, details })))
      throw new FrameHostError('USER_REJECTED', 'User rejected the request')
  }
  if (solana) {
    // Solana's requests carry an object of parameters (WalletConnect's), signed with the ed25519 key.
    const key = await wallet.solanaAccount(account.email)
    if (!key) throw new NotSignedInError()
    const approveSolana = (title: string, details: string) => approve(title, details, key.address)
    return handleSolanaRequest(payload, { account: key, chainId: session.chainId, rpcUrls, approve: approveSolana })
  }
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string') throw new InvalidPayloadError(REQUEST, 'the message must be a string')
      checkAddress(address, evm.address)
      await approve('Sign message', messageText(message))
      return evm.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      checkAddress(address, evm.address)
      const typed = readTypedData(data)
      await approve(
        'Sign typed data',
        `${typed.primaryType}\n\nDomain\n${json(typed.domain ?? {})}\n\nMessage\n${json(typed.message)}`,
      )
      return evm.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const [request] = params
      const from = (request as { from?: unknown } | null)?.from
      if (from !== undefined) checkAddress(from, evm.address)
      const url = rpcUrls[String(session.chainId)]
      if (!url || typeof session.chainId !== 'number')
        throw new FrameHostError('CHAIN_NOT_CONFIGURED', `This wallet host cannot send on chain ${session.chainId}`)
      const tx = await prepareTransaction(request, evm.address, session.chainId, url)
      await approve('Send transaction', describeTransaction(tx))
      return signAndSend(evm, tx, url)
    }
    // EIP-5792 for the EOA: calls sent one by one after one confirmation (`sendCalls.ts`).
    case 'wallet_sendCalls':
      return sendCalls(params, { signer: evm, rpcUrls, calls: callsStoreOf(session), approve })
    case 'wallet_getCallsStatus':
      return getCallsStatus(params, callsStoreOf(session))
    case 'wallet_getCapabilities':
      return getCapabilities(params, evm.address, rpcUrls)
    default:
      throw new FrameHostError('METHOD_NOT_SUPPORTED', `The method ${method} is not supported by this wallet host`)
  }
}
