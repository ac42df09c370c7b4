import type { Eip1193Provider } from '../types.js'
import { ProviderRequestError } from '../../errors/providerErrors.js'
import { requestWallet } from './requestWallet.js'

export type CallsStatus = {
  /** 'pending' (1xx), 'success' (2xx), 'failure' (4xx-6xx: off-chain failure, revert, partial revert). */
  status: 'pending' | 'success' | 'failure'
  /** The wallet's EIP-5792 status code. */
  statusCode: number
  receipts: { transactionHash: `0x${string}`; status: 'success' | 'reverted' }[]
}

export type GetCallsStatusParameters = { provider: Eip1193Provider; id: string }

/**
 * Reads the state of a batch sent with `sendCalls` (`wallet_getCallsStatus`, EIP-5792).
 *
 * @throws ProviderRequestError (an unknown batch is the wallet's 5730) | UserRejectedError
 * @example
 * const { status, receipts } = await getCallsStatus({ provider, id })
 */
export async function getCallsStatus({ provider, id }: GetCallsStatusParameters): Promise<CallsStatus> {
  const answer = (await requestWallet(provider, 'wallet_getCallsStatus', [id], 'sign')) as {
    status?: unknown
    receipts?: { transactionHash?: unknown; status?: unknown }[]
  } | null
  const statusCode = typeof answer?.status === 'number' ? answer.status : Number.NaN
  if (!Number.isInteger(statusCode)) throw new ProviderRequestError({ method: 'wallet_getCallsStatus' })
  const status = statusCode < 200 ? 'pending' : statusCode < 300 ? 'success' : 'failure'
  const receipts = (Array.isArray(answer?.receipts) ? answer.receipts : []).map((receipt) => ({
    transactionHash: String(receipt.transactionHash) as `0x${string}`,
    status: receipt.status === '0x1' ? ('success' as const) : ('reverted' as const),
  }))
  return { status, statusCode, receipts }
}
