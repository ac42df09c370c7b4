import { openModal, setAccountTab, getActiveAccount } from '@agentry/modal-core'
import { activityState } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory, STORY_ADDRESS, storyTokens } from './story-state.js'

/** The Account view of a connected wallet: balance, actions, Tokens and Activity tabs. */
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
    Object.assign(getActiveAccount(), { tokenBalance: [], tokenBalanceError: 'Balance unavailable', tokenBalanceLoading: false })
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
