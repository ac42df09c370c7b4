import { openModal } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory } from './story-state.js'

/** The Networks view: the app's networks, the active one tagged. */
const meta: Meta = { title: 'Views/Networks' }
export default meta

export const Default: StoryObj = modalStory({
  view: 'Networks',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    await openModal({ view: 'Networks' })
  },
})

/** Not connected to a network the app lists: the UnsupportedChain view asks to switch or disconnect. */
export const UnsupportedChain: StoryObj = modalStory({
  view: 'UnsupportedChain',
  setup: async () => {
    resetStory()
    await connectStoryWallet({ chainId: 5 })
    await openModal({ view: 'UnsupportedChain' })
  },
})
