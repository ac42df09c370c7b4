import { openModal, pushView } from '@agentry/modal-core'
import { swapState } from '@agentry/modal-core/swap'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { SWAP_ETH, SWAP_USDC } from './story-data.js'
import { connectStoryWallet, resetStory, STORY_ADDRESS } from './story-state.js'

type SwapArgs = {
  /** The form, or its preview (after Review). */
  step: 'form' | 'preview'
  /** What the swap service answered: still loading, a quote, an error, or the feature is off (no project id). */
  state: 'loading' | 'quoting' | 'quote' | 'error' | 'approval' | 'unavailable'
  amount: string
}

/** swapState as the service would leave it for a quote of `amount` ETH into USDC (1 ETH = 3000 USDC). */
function quoted(amount: string): void {
  const wei = BigInt(Math.round(Number(amount || '0') * 1e6)) * 10n ** 12n
  Object.assign(swapState, {
    initializing: false,
    tokens: [SWAP_ETH, SWAP_USDC],
    sourceToken: SWAP_ETH,
    toToken: SWAP_USDC,
    sourceTokenAmount: amount,
    toTokenAmount: String(Number(amount || '0') * 3000),
    gasPrice: '1000000000',
    quote: {
      fromAmount: String(wei),
      fromAccount: `eip155:1:${STORY_ADDRESS}`,
      toAmount: String((wei * 3000n) / 10n ** 12n),
      toAccount: `eip155:1:${STORY_ADDRESS}`,
    },
  })
}

/** Connected on Ethereum (swaps run only there), on Account, then Swap with the service's answer. */
async function setup(args: SwapArgs): Promise<void> {
  resetStory(args.state === 'unavailable' ? {} : { projectId: 'story-project' })
  await connectStoryWallet({ chainId: 1 })
  await openModal()
  pushView('Swap')
  if (args.state === 'loading') swapState.initializing = true
  if (args.state === 'unavailable' || args.state === 'loading') return
  quoted(args.amount)
  if (args.state === 'quoting') Object.assign(swapState, { loadingQuote: true, quote: undefined, toTokenAmount: '' })
  if (args.state === 'error')
    Object.assign(swapState, { quote: undefined, toTokenAmount: '', error: 'Insufficient liquidity for this trade' })
  if (args.state === 'approval')
    Object.assign(swapState, { sourceToken: SWAP_USDC, toToken: SWAP_ETH, approvalNeeded: true })
  if (args.step === 'preview') pushView('SwapPreview')
}

// The Swap form and its preview on Ethereum. Tokens and quotes are put on swapState.
const meta = {
  title: 'Views/Swap',
  ...modalViewMeta<SwapArgs>({
    view: (args) => (args.step === 'preview' ? 'SwapPreview' : 'Swap'),
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Swap',
      "Swap one token for another through the hosted swap service (needs a project id; on Ethereum). Reached from the Account view's Swap action.",
    ),
  ),
  argTypes: {
    step: { control: 'inline-radio', options: ['form', 'preview'], description: 'Form or preview' },
    state: {
      control: 'select',
      options: ['loading', 'quoting', 'quote', 'error', 'approval', 'unavailable'],
      description: "The swap service's answer",
    },
    amount: { control: 'text', description: 'Amount of ETH to swap' },
  },
  args: { step: 'form', state: 'quote', amount: '0.5' },
} satisfies Meta<SwapArgs>
export default meta

type Story = StoryObj<SwapArgs>

export const Loading: Story = { args: { state: 'loading' } }
export const Quote: Story = {}
export const Quoting: Story = { args: { state: 'quoting' } }
export const QuoteError: Story = { args: { state: 'error' } }
export const ApprovalNeeded: Story = { args: { state: 'approval' } }
export const Preview: Story = { args: { step: 'preview' } }
export const UnavailableWithoutProjectId: Story = { args: { state: 'unavailable' } }
