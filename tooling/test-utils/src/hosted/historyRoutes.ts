import { Refusal, type Route } from './routeService.js'

/** A wallet transaction list entry on the wire (spec section 3). */
export type ServiceTransaction = {
  id: string
  metadata: { minedAt: string; chain: string; [field: string]: unknown }
  transfers: {
    nft_info?: {
      name?: string
      flags: { is_spam: boolean }
      contract_address?: string
      token_id?: string
      collection_info?: { name?: string }
      content?: { preview?: { url: string }; detail?: { url: string } }
    }
    [field: string]: unknown
  }[]
}

export type HistoryRoutesOptions = {
  /** Transactions by address, newest first. Default for any address: `createSampleHistory(address)`. */
  history?: Record<string, ServiceTransaction[]>
  /** Entries per page. Default 3 (so the sample history has 2 pages). */
  historyPageSize?: number
}

/**
 * Five transactions of `address` on eip155:1 over two months (March and February 2025), newest first;
 * the second carries an NFT flagged as spam. With the default page size of 3 they take two pages.
 *
 * @example
 * createSampleHistory('0xabc').map((entry) => entry.id) // ['0xabc-1', ..., '0xabc-5']
 */
export function createSampleHistory(address: string): ServiceTransaction[] {
  const minedAt = [
    '2025-03-20T10:00:00.000Z',
    '2025-03-12T09:30:00.000Z',
    '2025-03-01T08:00:00.000Z',
    '2025-02-27T18:45:00.000Z',
    '2025-02-03T12:00:00.000Z',
  ]
  return minedAt.map((time, index) => ({
    id: `${address}-${index + 1}`,
    metadata: {
      minedAt: time,
      chain: 'eip155:1',
      hash: `0x${String(index + 1).padStart(64, '0')}`,
      operationType: index % 2 ? 'receive' : 'send',
      status: 'confirmed',
    },
    transfers:
      index === 1
        ? [{ direction: 'in', nft_info: { name: 'Free Airdrop Claim', flags: { is_spam: true } } }]
        : index === 3
          ? [{ direction: 'in', nft_info: { name: 'Friendly Cat #7', flags: { is_spam: false } } }]
          : [
              {
                direction: index % 2 ? 'in' : 'out',
                fungible_info: { name: 'USD Coin', symbol: 'USDC' },
                quantity: { numeric: `${(index + 1) * 10}` },
              },
            ],
  }))
}

/**
 * Account history with cursor paging (spec section 7, `GET /v1/account/{account}/history`): `next` is an
 * opaque cursor ('page-2'...) or absent on the last page; `chainId` keeps that network's entries;
 * `onramp` must not be empty when given. An unknown cursor is refused.
 *
 * @example
 * const routes = historyRoutes({ historyPageSize: 2 })
 */
export function historyRoutes(options: HistoryRoutesOptions): Route[] {
  const pageSize = options.historyPageSize ?? 3
  return [
    {
      pattern: /^\/v1\/account\/([^/]+)\/history$/,
      method: 'GET',
      query: ['cursor', 'onramp', 'chainId'],
      answer: ([, account], query) => {
        const address = decodeURIComponent(account!)
        if (query.onramp === '') throw new Refusal(400, 'onramp must not be empty')
        const page = query.cursor === undefined ? 1 : Number(/^page-(\d+)$/.exec(query.cursor)?.[1])
        if (!Number.isInteger(page) || page < 1) throw new Refusal(400, 'unknown cursor')
        const all = (options.history?.[address] ?? createSampleHistory(address)).filter(
          (entry) => !query.chainId || entry.metadata.chain === query.chainId,
        )
        const data = all.slice((page - 1) * pageSize, page * pageSize)
        return all.length > page * pageSize ? { data, next: `page-${page + 1}` } : { data }
      },
    },
  ]
}
