import { getConnector, openModal, pushView } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { addStoryWallet, connectStoryWallet, modalStory, resetStory, waitForElement } from './story-state.js'

/**
 * Views reached from Connect and Account that need a project id or a chosen wallet. Hosted services are
 * offline in stories, so lists that would come from them show their loading or failure state.
 */
const meta: Meta = { title: 'Views/More' }
export default meta

export const AllWalletsOffline: StoryObj = modalStory({
  view: 'AllWallets',
  setup: async () => {
    resetStory({ projectId: 'story-project' })
    addStoryWallet({ id: 'alpha', name: 'Alpha Wallet' })
    await openModal({ view: 'AllWallets' })
  },
})

export const ConnectingExternalAsking: StoryObj = modalStory({
  view: 'ConnectingExternal',
  setup: async () => {
    resetStory()
    const id = addStoryWallet({ id: 'alpha', name: 'Alpha Wallet', hang: true })
    await openModal({ view: 'ConnectingExternal', data: { connector: getConnector(id) } })
  },
})

export const ConnectingExternalDeclined: StoryObj = modalStory({
  view: 'ConnectingExternal',
  setup: async () => {
    resetStory()
    const id = addStoryWallet({ id: 'alpha', name: 'Alpha Wallet', features: { connectError: true } })
    await openModal({ view: 'ConnectingExternal', data: { connector: getConnector(id) } })
  },
  act: async (canvas) => {
    await waitForElement(canvas, 'agentry-inline-error')
  },
})

export const ConnectingWalletConnect: StoryObj = modalStory({
  view: 'ConnectingWalletConnect',
  setup: async () => {
    resetStory({ projectId: 'story-project' })
    await openModal({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'wallet-2', name: 'Wallet 2' } } })
  },
})

/** The service is offline, so the view falls back to the built-in sample options, as it would in an app. */
export const OnRamp: StoryObj = modalStory({
  view: 'OnRamp',
  setup: async () => {
    resetStory({ projectId: 'story-project' })
    await connectStoryWallet({ chainId: 1 })
    await openModal()
    pushView('OnRamp')
  },
})

export const RegisterAccountName: StoryObj = modalStory({
  view: 'RegisterAccountName',
  setup: async () => {
    resetStory({ projectId: 'story-project' })
    await connectStoryWallet({ chainId: 1 })
    await openModal()
    pushView('RegisterAccountName')
  },
})
