import { getActiveChain, openModal } from '@agentry/modal-core'
import { namesState } from '@agentry/modal-core/names'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory, waitForElement } from './story-state.js'

/**
 * Email, social and Farcaster login, the name success view and Activity on its own. The embedded wallet's
 * frame points at a closed loopback port, so nothing loads from the network.
 */
const meta: Meta = { title: 'Views/Login and more' }
export default meta

const offlineServices = {
  projectId: 'story-project',
  serviceUrls: {
    embeddedWallet: 'http://127.0.0.1:9/frame',
    blockchainApi: 'http://127.0.0.1:9',
    walletDirectory: 'http://127.0.0.1:9',
    analytics: 'http://127.0.0.1:9',
  },
}

export const ConnectWithEmailAndSocials: StoryObj = modalStory({
  view: 'Connect',
  setup: async () => {
    resetStory(offlineServices)
    await openModal({ view: 'Connect' })
  },
  act: async (canvas) => {
    await waitForElement(canvas, 'agentry-social-buttons')
  },
})

export const EmailLogin: StoryObj = modalStory({
  view: 'EmailLogin',
  setup: async () => {
    resetStory(offlineServices)
    await openModal({ view: 'EmailLogin' })
  },
})

export const EmailOtp: StoryObj = modalStory({
  view: 'EmailOtp',
  setup: async () => {
    resetStory(offlineServices)
    await openModal({ view: 'EmailOtp', data: { email: 'alice@example.org', verifyDevice: false } })
  },
})

export const EmailApproveDevice: StoryObj = modalStory({
  view: 'EmailOtp',
  setup: async () => {
    resetStory(offlineServices)
    await openModal({ view: 'EmailOtp', data: { email: 'new-device@example.org', verifyDevice: true } })
  },
})

export const ConnectingFarcaster: StoryObj = modalStory({
  view: 'ConnectingFarcaster',
  setup: async () => {
    resetStory(offlineServices)
    getActiveChain().accountState.farcasterUrl = 'https://farcaster.example.org/connect?channel=1'
    await openModal({ view: 'ConnectingFarcaster' })
  },
})

export const RegisterAccountNameSuccess: StoryObj = modalStory({
  view: 'RegisterAccountNameSuccess',
  setup: async () => {
    resetStory(offlineServices)
    await connectStoryWallet()
    namesState.registeredName = 'alice.reown.id'
    await openModal({ view: 'RegisterAccountNameSuccess' })
  },
})

export const ActivityWithoutProjectId: StoryObj = modalStory({
  view: 'Activity',
  setup: async () => {
    resetStory()
    await connectStoryWallet()
    await openModal({ view: 'Activity' })
  },
})
