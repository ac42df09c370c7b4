import { openModal, pushView } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory } from './story-state.js'

/** Receive: the address as a QR code with a copy button. */
const meta: Meta = { title: 'Views/Receive' }
export default meta

export const Default: StoryObj = modalStory({
  view: 'Receive',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    await openModal()
    pushView('Receive')
  },
})
