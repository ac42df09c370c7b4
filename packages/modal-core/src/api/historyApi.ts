import type { CaipNetworkId } from '../caip/types.js'
import { isRecord, type ApiContext } from './apiContext.js'

/** The NFT of a transfer; the service flags spam ones (spec section 3, "Wallet transaction list entry"). */
export type WalletNftInfo = { [field: string]: unknown; flags?: { is_spam?: boolean } }

/** One asset movement of a transaction; fields beyond `nft_info` are kept as the service sends them. */
export type WalletTransfer = { [field: string]: unknown; nft_info?: WalletNftInfo }

/** One entry of an account's activity. `minedAt` is an ISO 8601 time; `chain` a CAIP-2 id. */
export type WalletTransaction = {
  id: string
  metadata: { [field: string]: unknown; minedAt: string; chain: string }
  transfers: WalletTransfer[]
}

export type FetchHistoryParameters = {
  account: string
  /** The `next` of the previous page. */
  cursor?: string
  /** Only purchases through this on-ramp provider. */
  onramp?: string
  chainId?: CaipNetworkId
}

/** One page; `next` is undefined on the last page. */
export type FetchHistoryReturnType = { data: WalletTransaction[]; next: string | undefined }

export type HistoryApi = {
  /** One page of an account's transactions, newest first; empty without a request on an unsupported network. */
  fetchHistory(parameters: FetchHistoryParameters): Promise<FetchHistoryReturnType>
}

const isTransaction = (value: unknown): value is WalletTransaction =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  isRecord(value.metadata) &&
  typeof value.metadata.minedAt === 'string' &&
  typeof value.metadata.chain === 'string' &&
  Array.isArray(value.transfers) &&
  value.transfers.every(
    (transfer) => isRecord(transfer) && (transfer.nft_info === undefined || isRecord(transfer.nft_info)),
  )

/**
 * Account activity of the Blockchain API (spec section 7, `GET /v1/account/{account}/history`).
 *
 * @example
 * const { fetchHistory } = createHistoryApi(createApiContext({ baseUrl, projectId, sdkVersion }))
 * const { data, next } = await fetchHistory({ account: '0xf39F…2266', chainId: 'eip155:1' })
 */
export function createHistoryApi(context: ApiContext): HistoryApi {
  return {
    async fetchHistory({ account, cursor, onramp, chainId }) {
      if (chainId && !(await context.isSupported(chainId))) return { data: [], next: undefined }
      const body = await context.get(`/v1/account/${encodeURIComponent(account)}/history`, { cursor, onramp, chainId })
      if (!isRecord(body) || !Array.isArray(body.data) || !body.data.every(isTransaction))
        throw context.malformed('/v1/account/history')
      if (body.next !== undefined && body.next !== null && typeof body.next !== 'string')
        throw context.malformed('/v1/account/history')
      return { data: body.data, next: typeof body.next === 'string' && body.next ? body.next : undefined }
    },
  }
}
