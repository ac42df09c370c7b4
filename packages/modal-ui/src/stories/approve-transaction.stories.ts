import { requestApproval } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory, STORY_ADDRESS, STORY_RECEIVER } from './story-state.js'

/** ApproveTransaction: a wallet request from the app waits for the user's approval. */
const meta: Meta = { title: 'Views/ApproveTransaction' }
export default meta

const transaction = {
  method: 'eth_sendTransaction',
  params: [{ from: STORY_ADDRESS, to: STORY_RECEIVER, value: '0x6f05b59d3b20000' }],
}

export const OneRequest: StoryObj = modalStory({
  view: 'ApproveTransaction',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    // Settles only when the user answers; the story leaves it pending.
    void requestApproval(transaction).catch(() => undefined)
  },
})

export const MoreWaiting: StoryObj = modalStory({
  view: 'ApproveTransaction',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    void requestApproval(transaction).catch(() => undefined)
    void requestApproval({ method: 'personal_sign', params: ['0x48656c6c6f', STORY_ADDRESS] }).catch(() => undefined)
  },
})
