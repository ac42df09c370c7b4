import type { NamesSource } from '@agentry/modal-core'
import type { HeldNft } from '@agentry/modal-core/features'
import { bundledTokenIcon } from '../icons/token-icons.js'
import { STORY_ADDRESS } from './story-state.js'

/*
 * Lists the stories put on the stores in place of the hosted services' answers (stories run offline).
 */

/** A square picture as a data URL: nothing loads from the network. */
export const picture = (background: string, label: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><text x="50" y="58" font-size="28" text-anchor="middle" fill="white">${label}</text></svg>`)}`

/** An avatar drawn in the page (stories load nothing): a rounded square with the name's initial. */
export const STORY_AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#7C3AED"/><text x="16" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">a</text></svg>')}`

/** The name the story account's names source answers. */
export const STORY_NAME = 'alice.eth'

/**
 * A names source of the story's own, passed to `initModal({ dataSources: { names } })` as a dapp passes
 * its profile service: the account's name and avatar come through the same fetch as in an app, with no
 * RPC asked (stories run offline), so nothing the fetch does can overwrite them.
 */
export const storyNames: NamesSource = {
  kind: 'hosted',
  getIdentity: async () => ({ name: STORY_NAME, avatar: STORY_AVATAR }),
  resolveAddress: async ({ name }) => (name === STORY_NAME ? STORY_ADDRESS : null),
}

/** A wallet icon as a data URL. */
export const WALLET_ICON = picture('#3b6df2', '')

/** Three NFTs of two collections, one without a picture. */
export const storyNfts: HeldNft[] = [
  {
    key: 'eip155:1337:0xca75:7',
    chain: 'eip155:1337',
    contractAddress: '0xca75',
    tokenId: '7',
    name: 'Friendly Cat #7',
    collection: 'Friendly Cats',
    imageUrl: picture('#7b61ff', '#7'),
    quantity: 1,
  },
  {
    key: 'eip155:1337:0xca75:8',
    chain: 'eip155:1337',
    contractAddress: '0xca75',
    tokenId: '8',
    name: 'Friendly Cat #8',
    collection: 'Friendly Cats',
    imageUrl: picture('#ff7a59', '#8'),
    quantity: 1,
  },
  {
    key: 'eip155:1337:0xbad9e5:3',
    chain: 'eip155:1337',
    contractAddress: '0xbad9e5',
    tokenId: '3',
    name: 'Event Badge',
    collection: 'Event Badges',
    imageUrl: undefined,
    quantity: 3,
  },
]

/** Two months of activity: a send and a receive. */
export const storyTransactions = [
  {
    id: 'tx-1',
    metadata: { minedAt: '2026-11-20T10:00:00Z', chain: 'eip155:1337', operationType: 'send' },
    transfers: [{ direction: 'out', quantity: { numeric: '0.5' }, fungible_info: { symbol: 'ETH' } }],
  },
  {
    id: 'tx-2',
    metadata: { minedAt: '2026-10-02T08:30:00Z', chain: 'eip155:1337', operationType: 'receive' },
    transfers: [{ direction: 'in', quantity: { numeric: '250' }, fungible_info: { symbol: 'USDC' } }],
  },
]

/**
 * Ether and USDC on Ethereum, as the swap service lists them, with our bundled icons as their logos (an
 * empty logo would be asked of the offline hosted image endpoint).
 */
export const SWAP_ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: bundledTokenIcon('ETH'),
} as const
export const SWAP_USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  logoUri: bundledTokenIcon('USDC'),
} as const
