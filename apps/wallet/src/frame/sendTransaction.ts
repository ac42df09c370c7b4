import { formatEther, hexToBigInt, isHex, numberToHex, type Hex } from 'viem'
import type { EvmSigner } from '../keys/evmSigner.js'
import { FrameHostError, InvalidPayloadError } from './frameHostErrors.js'

/** The chains' JSON-RPC endpoints the frame may send to, by chain id (the host's `WALLET_RPC_URLS`). */
export type RpcUrls = Readonly<Record<string, string>>

/**
 * One JSON-RPC call to the chain; an error answer or no answer becomes a typed `RPC_FAILED`.
 *
 * @example
 * const receipt = await call<Receipt | null>(url, 'eth_getTransactionReceipt', [hash])
 */
export async function call<result>(url: string, method: string, params: unknown[]): Promise<result> {
  let answer: { result?: result; error?: { message?: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    answer = (await response.json()) as typeof answer
  } catch {
    throw new FrameHostError('RPC_FAILED', 'The network cannot be reached. Please try again shortly')
  }
  if (answer.error || answer.result === undefined)
    throw new FrameHostError('RPC_FAILED', answer.error?.message ?? `${method} failed`)
  return answer.result
}

const REQUEST = 'RPC_REQUEST'
const hexField = (tx: Record<string, unknown>, field: string): Hex | undefined => {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw new InvalidPayloadError(REQUEST, `${field} must be hex`)
  return value
}

/** A transaction request read, filled from the chain (nonce, gas, EIP-1559 fees), ready to show and sign. */
export type PreparedTransaction = {
  chainId: number
  to?: Hex
  value: bigint
  data?: Hex
  nonce: number
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/**
 * Fills an `eth_sendTransaction` request from the chain's RPC: the pending nonce, the gas estimate, and
 * EIP-1559 fees (twice the latest base fee plus the suggested tip), unless the request gives them.
 *
 * @throws InvalidPayloadError, FrameHostError (RPC_FAILED, CHAIN_NOT_CONFIGURED)
 * @example
 * const tx = await prepareTransaction({ to, value: '0x1' }, account.address, 1337, 'http://127.0.0.1:8545')
 */
export async function prepareTransaction(
  request: unknown,
  from: Hex,
  chainId: number,
  url: string,
): Promise<PreparedTransaction> {
  if (typeof request !== 'object' || request === null) throw new InvalidPayloadError(REQUEST, 'expected a transaction')
  const tx = request as Record<string, unknown>
  const to = hexField(tx, 'to')
  const data = hexField(tx, 'data') ?? hexField(tx, 'input')
  const value = hexToBigInt(hexField(tx, 'value') ?? '0x0')
  const given = { gas: hexField(tx, 'gas'), nonce: hexField(tx, 'nonce') }
  const [nonce, gas, block, tip] = await Promise.all([
    given.nonce ?? call<Hex>(url, 'eth_getTransactionCount', [from, 'pending']),
    given.gas ?? call<Hex>(url, 'eth_estimateGas', [{ from, to, value: numberToHex(value), data }]),
    call<{ baseFeePerGas?: Hex }>(url, 'eth_getBlockByNumber', ['latest', false]),
    hexField(tx, 'maxPriorityFeePerGas') ?? call<Hex>(url, 'eth_maxPriorityFeePerGas', []),
  ])
  const priority = hexToBigInt(tip)
  const maxFee = hexField(tx, 'maxFeePerGas')
  return {
    chainId,
    ...(to ? { to } : {}),
    value,
    ...(data ? { data } : {}),
    nonce: Number(hexToBigInt(nonce)),
    gas: hexToBigInt(gas),
    maxFeePerGas: maxFee ? hexToBigInt(maxFee) : 2n * hexToBigInt(block.baseFeePerGas ?? '0x0') + priority,
    maxPriorityFeePerGas: priority,
  }
}

/**
 * What the confirmation shows of a transaction: to, value, data, and the most it can cost in fees.
 *
 * @example
 * describeTransaction(tx) // 'To: 0x…\nValue: 0.01 ETH\n…'
 */
export function describeTransaction(tx: PreparedTransaction): string {
  return [
    `Network: chain ${tx.chainId}`,
    `To: ${tx.to ?? '(new contract)'}`,
    `Value: ${formatEther(tx.value)} ETH`,
    `Data: ${tx.data ?? '(none)'}`,
    `Network fee: up to ${formatEther(tx.gas * tx.maxFeePerGas)} ETH`,
  ].join('\n')
}

/**
 * Signs the prepared transaction with the account's key, in the frame, and sends the raw transaction to
 * the chain's RPC; returns its hash.
 *
 * @example
 * const hash = await signAndSend(account, tx, 'http://127.0.0.1:8545')
 */
export async function signAndSend(account: EvmSigner, tx: PreparedTransaction, url: string): Promise<Hex> {
  const raw = await account.signTransaction({ type: 'eip1559', ...tx })
  return call<Hex>(url, 'eth_sendRawTransaction', [raw])
}
