import { openModal, pushView, sendState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { expect, waitFor } from 'storybook/test'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import {
  connectStoryWallet,
  pressInStory,
  resetStory,
  showsText,
  STORY_RECEIVER,
  storyTokens,
  typeInStory,
} from './story-state.js'

type SendArgs = {
  /** The form, or its preview (after Review). */
  step: 'form' | 'preview'
  amount: string
  receiver: string
  /** An ENS name typed as the receiver, which `receiver` is the address of (shown under the field). */
  receiverName: string
  /** The account holds tokens on this network (else 'Nothing to send'). */
  hasTokens: boolean
  /** The preview's fee: the gas price is known, or still being estimated. */
  feeKnown: boolean
  /** The preview after Send: the wallet is asked. */
  sending: boolean
}

/** Connected with tokens, on Account, then Send (as the Send action does), and the preview if asked for. */
async function setup(args: SendArgs): Promise<void> {
  resetStory()
  await connectStoryWallet(args.hasTokens ? { tokens: storyTokens } : {})
  sendState.tokenBalances = args.hasTokens ? storyTokens : []
  Object.assign(sendState, {
    sendTokenAmount: args.amount || undefined,
    receiverAddress: args.receiver || undefined,
    receiverProfileName: args.receiverName || undefined,
  })
  await openModal()
  pushView('Send')
  if (args.step === 'preview') {
    Object.assign(sendState, { token: storyTokens[0], gasPrice: args.feeKnown ? '1000000000' : undefined })
    pushView('SendPreview')
    if (args.sending) sendState.loading = true
  }
}

const REVIEW = 'agentry-button[data-action="review"]'

// Send and its preview, reached from the Account view (Back returns there).
const meta = {
  title: 'Views/Send',
  ...modalViewMeta<SendArgs>({
    view: (args) => (args.step === 'preview' ? 'SendPreview' : 'Send'),
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Send',
      "Send a token of the account: amount, receiver, then a preview with the network fee. Reached from the Account view's Send action; after sending the modal returns to Account.",
    ),
  ),
  argTypes: {
    step: { control: 'inline-radio', options: ['form', 'preview'], description: 'Form or preview' },
    amount: { control: 'text', description: 'Amount typed' },
    receiver: { control: 'text', description: 'Receiver typed (or the address the name resolves to)' },
    receiverName: { control: 'text', description: 'An ENS name typed as the receiver' },
    hasTokens: { control: 'boolean', description: 'The account holds tokens here' },
    feeKnown: { control: 'boolean', description: 'Preview: the gas price is known' },
    sending: { control: 'boolean', description: 'Preview: Send was pressed' },
  },
  args: { step: 'form', amount: '', receiver: '', receiverName: '', hasTokens: true, feeKnown: true, sending: false },
} satisfies Meta<SendArgs>
export default meta

type Story = StoryObj<SendArgs>

export const EmptyForm: Story = {}
export const Filled: Story = { args: { amount: '0.5', receiver: STORY_RECEIVER } }
export const NothingToSend: Story = { args: { hasTokens: false } }
/** An ENS name as the receiver: the address it resolves to shows under the field. */
export const ReceiverEnsName: Story = { args: { amount: '0.5', receiver: STORY_RECEIVER, receiverName: 'alice.eth' } }

/** A name that does not normalise under ENSIP-15 (a Cyrillic 'а' among Latin letters): the form says so. */
export const ReceiverEnsNameInvalid: Story = {
  args: { amount: '0.5' },
  play: async (context) => {
    await showsView(context, 'Send')
    await typeInStory(context.canvasElement, 'input[name="receiver"]', 'p\u0430ypal.eth')
    await showsText(context.canvasElement, 'Invalid ENS name')
    await expect(sendState.receiverAddress).toBeUndefined()
  },
}

export const Invalid: Story = {
  args: { amount: '0.5' },
  play: async (context) => {
    await showsView(context, 'Send')
    await pressInStory(context.canvasElement, REVIEW)
    await showsText(context.canvasElement, 'Please enter a valid amount and receiver address')
  },
}

export const Insufficient: Story = {
  args: { amount: '100000', receiver: STORY_RECEIVER },
  play: async (context) => {
    await showsView(context, 'Send')
    await pressInStory(context.canvasElement, REVIEW)
    await showsText(context.canvasElement, 'Insufficient funds')
  },
}

export const Preview: Story = { args: { step: 'preview', amount: '0.5', receiver: STORY_RECEIVER } }
export const PreviewEstimatingFee: Story = { args: { ...Preview.args, feeKnown: false } }
export const PreviewSending: Story = { args: { ...Preview.args, sending: true } }

/** Flow: the form refuses what it cannot send and says why, then reviews a valid transfer. */
export const SendValidationFlow: Story = {
  play: async (context) => {
    const { canvasElement, step } = context
    await showsView(context, 'Send')
    await step('Review with nothing filled in', async () => {
      await pressInStory(canvasElement, REVIEW)
      await showsText(canvasElement, 'Please enter a valid amount and receiver address')
    })
    await step('A receiver that is no address', async () => {
      await typeInStory(canvasElement, 'input[name="amount"]', '0.5')
      await typeInStory(canvasElement, 'input[name="receiver"]', '0x1234')
      await pressInStory(canvasElement, REVIEW)
      await showsText(canvasElement, 'Please enter a valid amount and receiver address')
      await expect(sendState.receiverAddress).toBe('0x1234')
    })
    await step('More than the account holds', async () => {
      await typeInStory(canvasElement, 'input[name="amount"]', '100000')
      await typeInStory(canvasElement, 'input[name="receiver"]', STORY_RECEIVER)
      await pressInStory(canvasElement, REVIEW)
      await showsText(canvasElement, 'Insufficient funds')
    })
    await step('A valid transfer goes to the preview', async () => {
      await typeInStory(canvasElement, 'input[name="amount"]', '0.5')
      await pressInStory(canvasElement, REVIEW)
      await showsView(context, 'SendPreview')
      await waitFor(() => expect(sendState.sendTokenAmount).toBe('0.5'))
      await showsText(canvasElement, '0.5 ETH')
    })
  },
}
