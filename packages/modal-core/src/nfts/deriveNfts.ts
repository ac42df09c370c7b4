import type { WalletTransaction, WalletTransfer } from '../api/historyApi.js'

/** One NFT the account holds, as its transaction history shows it. */
export type HeldNft = {
  /** Stable within the list: network, contract and token id (the name when the service sends neither). */
  key: string
  /** CAIP-2 id of the network the NFT lives on. */
  chain: string
  contractAddress: string | undefined
  tokenId: string | undefined
  name: string | undefined
  collection: string | undefined
  imageUrl: string | undefined
  /** How many the account holds (more than 1 only for ERC-1155 tokens). */
  quantity: number
}

export type DeriveNftsParameters = { transactions: readonly WalletTransaction[] }
export type DeriveNftsReturnType = HeldNft[]

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

// The transfer's amount ('quantity.numeric', a decimal string); an NFT transfer without one moves 1.
function amount(transfer: WalletTransfer): number {
  const numeric = Number(text(field(transfer.quantity, 'numeric')) ?? field(transfer.quantity, 'int') ?? 1)
  return Number.isFinite(numeric) && numeric > 0 ? numeric : 1
}

/**
 * The NFTs an account holds, derived from its transaction history (the spec has no NFT listing API):
 * per network, contract and token id, what came in minus what went out (`direction` 'in' / 'out';
 * 'self' moves nothing), keeping those still held. NFTs the service flags as spam
 * (`nft_info.flags.is_spam`) are left out. Name, collection and image come from the newest transfer
 * that names them (`nft_info.name`, `nft_info.collection_info.name`, `nft_info.content.preview.url` or
 * `content.detail.url`). Only the history given counts: pass every page for a complete list.
 *
 * @example
 * const nfts = deriveNfts({ transactions: page.data })
 * nfts.map((nft) => `${nft.collection}: ${nft.name}`)
 */
export function deriveNfts({ transactions }: DeriveNftsParameters): DeriveNftsReturnType {
  const held = new Map<string, HeldNft>()
  // Newest first: the first transfer that names a field gives its latest value.
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      const info = transfer.nft_info
      if (!info || info.flags?.is_spam === true) continue
      const direction = transfer.direction
      const sign = direction === 'in' ? 1 : direction === 'out' ? -1 : 0
      const contractAddress = text(info.contract_address)
      const tokenId = text(info.token_id) ?? (typeof info.token_id === 'number' ? String(info.token_id) : undefined)
      const name = text(info.name)
      const identity =
        contractAddress || tokenId ? `${contractAddress?.toLowerCase() ?? ''}:${tokenId ?? ''}` : `name:${name ?? ''}`
      const key = `${transaction.metadata.chain}:${identity}`
      const content = field(info, 'content')
      const nft = held.get(key) ?? {
        key,
        chain: transaction.metadata.chain,
        contractAddress,
        tokenId,
        name: undefined,
        collection: undefined,
        imageUrl: undefined,
        quantity: 0,
      }
      nft.name ??= name
      nft.collection ??= text(field(field(info, 'collection_info'), 'name'))
      nft.imageUrl ??= text(field(field(content, 'preview'), 'url')) ?? text(field(field(content, 'detail'), 'url'))
      nft.quantity += sign * amount(transfer)
      held.set(key, nft)
    }
  }
  return [...held.values()].filter((nft) => nft.quantity > 0)
}
