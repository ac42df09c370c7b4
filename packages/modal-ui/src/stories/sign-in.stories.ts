import { createSiweConfig, openModal, siwxState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { connectStoryWallet, modalStory, resetStory } from './story-state.js'

/** SIWXSignMessage: the sign-in request after connecting, when the app requires a session. */
const meta: Meta = { title: 'Views/SIWXSignMessage' }
export default meta

/** A sign-in policy that never reaches a server: no session, a fixed nonce, nothing verified. */
const storySiwx = () =>
  createSiweConfig({
    required: true,
    getNonce: async () => 'storynonce1',
    getSession: async () => null,
    getMessageParams: async () => ({ domain: '127.0.0.1', uri: 'http://127.0.0.1', chains: [1337] }),
    verifyMessage: async () => false,
    signOut: async () => undefined,
  })

async function onSignIn(): Promise<void> {
  resetStory({ siwx: storySiwx() })
  await connectStoryWallet()
  await openModal({ view: 'SIWXSignMessage' })
}

export const Request: StoryObj = modalStory({ view: 'SIWXSignMessage', setup: onSignIn })

export const Signing: StoryObj = modalStory({
  view: 'SIWXSignMessage',
  setup: async () => {
    await onSignIn()
    siwxState.status = 'signing'
  },
})

export const Declined: StoryObj = modalStory({
  view: 'SIWXSignMessage',
  setup: async () => {
    await onSignIn()
    Object.assign(siwxState, { status: 'error', error: 'Signature declined' })
  },
})
