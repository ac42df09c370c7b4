import { openModal, pushView } from '@agentry/modal-core'
import { swapState } from '@agentry/modal-core/swap'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory, STORY_ADDRESS } from './story-state.js'

/** The Swap form on Ethereum (swaps run only there). Tokens and quotes are put on swapState. */
const meta: Meta = { title: 'Views/Swap' }
export default meta

const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
} as const
const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  logoUri: '',
} as const

async function onSwap(projectId?: string): Promise<void> {
  resetStory(projectId ? { projectId } : {})
  await connectStoryWallet({ chainId: 1 })
  await openModal()
  pushView('Swap')
}

export const Loading: StoryObj = modalStory({
  view: 'Swap',
  setup: async () => {
    await onSwap('story-project')
    swapState.initializing = true
  },
})

/** A quote for 0.5 ETH into USDC, as the service would answer. */
function quoted(): void {
  Object.assign(swapState, {
    initializing: false,
    tokens: [ETH, USDC],
    sourceToken: ETH,
    toToken: USDC,
    sourceTokenAmount: '0.5',
    toTokenAmount: '1500',
    gasPrice: '1000000000',
    quote: {
      fromAmount: '500000000000000000',
      fromAccount: `eip155:1:${STORY_ADDRESS}`,
      toAmount: '1500000000',
      toAccount: `eip155:1:${STORY_ADDRESS}`,
    },
  })
}

export const Quote: StoryObj = modalStory({
  view: 'Swap',
  setup: async () => {
    await onSwap('story-project')
    quoted()
  },
})

export const Preview: StoryObj = modalStory({
  view: 'SwapPreview',
  setup: async () => {
    await onSwap('story-project')
    quoted()
    pushView('SwapPreview')
  },
})

export const UnavailableWithoutProjectId: StoryObj = modalStory({ view: 'Swap', setup: () => onSwap() })
