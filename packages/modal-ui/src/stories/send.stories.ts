import { openModal, pushView, sendState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import {
  connectStoryWallet,
  modalStory,
  pressInStory,
  resetStory,
  STORY_RECEIVER,
  storyTokens,
  waitForElement,
} from './story-state.js'

/** Send and its preview, reached from the Account view (Back returns there). */
const meta: Meta = { title: 'Views/Send' }
export default meta

/** Connected with tokens, on Account, then Send (as the Send action does). */
async function onSend(form: { amount?: string; receiver?: string } = {}): Promise<void> {
  resetStory()
  await connectStoryWallet({ tokens: storyTokens })
  sendState.tokenBalances = storyTokens
  Object.assign(sendState, { sendTokenAmount: form.amount, receiverAddress: form.receiver })
  await openModal()
  pushView('Send')
}

export const EmptyForm: StoryObj = modalStory({ view: 'Send', setup: () => onSend() })

export const Invalid: StoryObj = modalStory({
  view: 'Send',
  setup: () => onSend({ amount: '0.5' }),
  act: async (canvas) => {
    await pressInStory(canvas, 'agentry-button[data-action="review"]')
    await waitForElement(canvas, 'agentry-inline-error')
  },
})

export const Insufficient: StoryObj = modalStory({
  view: 'Send',
  setup: () => onSend({ amount: '100000', receiver: STORY_RECEIVER }),
  act: async (canvas) => {
    await pressInStory(canvas, 'agentry-button[data-action="review"]')
    await waitForElement(canvas, 'agentry-inline-error')
  },
})

export const Preview: StoryObj = modalStory({
  view: 'SendPreview',
  setup: async () => {
    await onSend({ amount: '0.5', receiver: STORY_RECEIVER })
    Object.assign(sendState, { token: storyTokens[0], gasPrice: '1000000000' })
    pushView('SendPreview')
  },
})
