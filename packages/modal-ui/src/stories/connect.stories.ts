import { openModal } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { addStoryWallet, modalStory, pressInStory, resetStory, waitForElement } from './story-state.js'

/** The Connect view: the browser wallets the core found, and what pressing one shows. */
const meta: Meta = { title: 'Views/Connect' }
export default meta

export const WalletsListed: StoryObj = modalStory({
  view: 'Connect',
  setup: async () => {
    resetStory()
    addStoryWallet({ id: 'alpha', name: 'Alpha Wallet' })
    addStoryWallet({ id: 'beta', name: 'Beta Wallet' })
    await openModal({ view: 'Connect' })
  },
})

export const NoWalletFound: StoryObj = modalStory({
  view: 'Connect',
  setup: async () => {
    resetStory()
    await openModal({ view: 'Connect' })
  },
})

export const Connecting: StoryObj = modalStory({
  view: 'Connect',
  setup: async () => {
    resetStory()
    addStoryWallet({ id: 'alpha', name: 'Alpha Wallet', hang: true })
    addStoryWallet({ id: 'beta', name: 'Beta Wallet' })
    await openModal({ view: 'Connect' })
  },
  act: async (canvas) => {
    await pressInStory(canvas, 'agentry-wallet-row[data-connector-id="alpha"]')
    await waitForElement(canvas, 'agentry-wallet-row[loading]')
  },
})

export const Failure: StoryObj = modalStory({
  view: 'Connect',
  setup: async () => {
    resetStory()
    addStoryWallet({ id: 'alpha', name: 'Alpha Wallet', features: { connectError: true } })
    await openModal({ view: 'Connect' })
  },
  act: async (canvas) => {
    await pressInStory(canvas, 'agentry-wallet-row[data-connector-id="alpha"]')
    await waitForElement(canvas, 'agentry-inline-error')
  },
})
