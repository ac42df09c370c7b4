import { openModal, setAccountTab, getActiveAccount } from '@agentry/modal-core'
import { activityState, nftsState, type HeldNft } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory, STORY_ADDRESS, storyTokens } from './story-state.js'

/** The Account view of a connected wallet: balance, actions, Tokens, NFTs and Activity tabs. */
const meta: Meta = { title: 'Views/Account' }
export default meta

export const TokensLoading: StoryObj = modalStory({
  view: 'Account',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    getActiveAccount().tokenBalanceLoading = true
    await openModal()
  },
})

export const Tokens: StoryObj = modalStory({
  view: 'Account',
  setup: async () => {
    resetStory()
    await connectStoryWallet({ tokens: storyTokens })
    await openModal()
  },
})

export const TokenBalanceUnavailable: StoryObj = modalStory({
  view: 'Account',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    // Loading, so the view does not ask again; the failure is what the store holds.
    Object.assign(getActiveAccount(), {
      tokenBalance: [],
      tokenBalanceError: 'Balance unavailable',
      tokenBalanceLoading: false,
    })
    await openModal()
  },
})

export const ActivityEmpty: StoryObj = modalStory({
  view: 'Account',
  setup: async () => {
    resetStory()
    await connectStoryWallet({ tokens: storyTokens })
    Object.assign(activityState, { address: STORY_ADDRESS, caipNetworkId: 'eip155:1337', pagesLoaded: 1, empty: true })
    setAccountTab('Activity')
    await openModal()
  },
})

export const ActivityError: StoryObj = modalStory({
  view: 'Account',
  setup: async () => {
    resetStory()
    await connectStoryWallet({ tokens: storyTokens })
    Object.assign(activityState, {
      address: STORY_ADDRESS,
      caipNetworkId: 'eip155:1337',
      pagesLoaded: 1,
      error: 'Failed to fetch transactions',
      errorCode: 'TRANSACTIONS_FETCH_FAILED',
    })
    setAccountTab('Activity')
    await openModal()
  },
})

export const ActivityList: StoryObj = modalStory({
  view: 'Account',
  setup: async () => {
    resetStory()
    await connectStoryWallet({ tokens: storyTokens })
    Object.assign(activityState, {
      address: STORY_ADDRESS,
      caipNetworkId: 'eip155:1337',
      pagesLoaded: 1,
      next: 'page-2',
      transactions: [
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
      ],
    })
    setAccountTab('Activity')
    await openModal()
  },
})

/** A square picture as a data URL (stories run offline). */
const picture = (background: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><text x="50" y="58" font-size="28" text-anchor="middle" fill="white">${label}</text></svg>`)}`

const storyNfts: HeldNft[] = [
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

/** The NFTs tab with the store in a given state (so the grid asks nothing). */
const nftsStory = (state: Partial<typeof nftsState>) =>
  modalStory({
    view: 'Account',
    setup: async () => {
      resetStory()
      await connectStoryWallet({ tokens: storyTokens })
      Object.assign(nftsState, { address: STORY_ADDRESS, caipNetworkId: 'eip155:1337', ...state })
      setAccountTab('NFTs')
      await openModal()
    },
  })

export const NftsLoading: StoryObj = nftsStory({ loading: true })

export const NftsEmpty: StoryObj = nftsStory({ loaded: true, nfts: [] })

export const NftsError: StoryObj = nftsStory({
  loaded: true,
  error: 'Failed to fetch transactions',
  errorCode: 'TRANSACTIONS_FETCH_FAILED',
})

export const NftsGrid: StoryObj = nftsStory({ loaded: true, nfts: storyNfts })
