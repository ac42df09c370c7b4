import type { Eip1193Provider } from '../types.js'
import { InvalidCallError } from '../../errors/walletErrors.js'
import { ProviderRequestError } from '../../errors/providerErrors.js'
import { quantityToHex } from '../../utils/hex.js'
import { requestWallet } from './requestWallet.js'

/** One call of a batch. */
export type Call = { to: string; data?: string; value?: bigint }

export type SendCallsParameters = { provider: Eip1193Provider; from: string; chainId: number; calls: readonly Call[] }

/** Spec section 5: a destination is a 0x address; data is 0x-prefixed hex with an even number of digits. */
export function validateCalls(calls: readonly Call[]): void {
  if (calls.length === 0) throw new InvalidCallError({ index: 0, reason: 'a batch needs at least one call' })
  calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(call.to)) {
      throw new InvalidCallError({ index, reason: 'the destination must be a 0x address' })
    }
    if (call.data !== undefined && (typeof call.data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(call.data))) {
      throw new InvalidCallError({ index, reason: 'data must be 0x-prefixed hex with an even number of digits' })
    }
    if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n)) {
      throw new InvalidCallError({ index, reason: 'value must be a non-negative bigint' })
    }
  })
}

/**
 * Sends a batch of calls with `wallet_sendCalls` (EIP-5792, version 2.0.0, atomicity not required)
 * after checking each call, and returns the batch id for `getCallsStatus`.
 *
 * @throws InvalidCallError | UserRejectedError | ProviderRequestError (with the wallet's code, for example 5710 for an unsupported chain)
 * @example
 * const id = await sendCalls({ provider, from, chainId: 1337, calls: [{ to, value: 10n ** 16n }, { to: token, data }] })
 */
export async function sendCalls({ provider, from, chainId, calls }: SendCallsParameters): Promise<string> {
  validateCalls(calls)
  const request = {
    version: '2.0.0',
    from,
    chainId: quantityToHex(chainId),
    atomicRequired: false,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.data ? { data: call.data } : {}),
      ...(call.value !== undefined ? { value: quantityToHex(call.value) } : {}),
    })),
  }
  const answer = await requestWallet(provider, 'wallet_sendCalls', [request], 'sign')
  // Version 1 wallets answer the id itself; version 2 an object holding it.
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || !id) throw new ProviderRequestError({ method: 'wallet_sendCalls' })
  return id
}
