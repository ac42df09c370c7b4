import { createSiweConfig, modalState, openModal, siwxState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { expect, waitFor } from 'storybook/test'
import { verifyMessage, type Hex } from 'viem'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { connectStoryWallet, pressInStory, resetStory, showsText, STORY_ADDRESS } from './story-state.js'

type SignInArgs = {
  /** What the view shows: the request, the wallet asked, a decline, or a verification the server refused. */
  status: 'request' | 'signing' | 'declined' | 'verifyFailed'
  /** The app's name in the heading. */
  appName: string
  /** The story wallet declines to sign (for the sign-in flows). */
  walletDeclines: boolean
}

/**
 * A sign-in policy that never reaches a server: no session, a fixed nonce, and the signature checked in the
 * page against the story wallet's address (viem), as a server would.
 */
const storySiwx = () =>
  createSiweConfig({
    required: true,
    getNonce: async () => 'storynonce1',
    getSession: async () => null,
    getMessageParams: async () => ({ domain: '127.0.0.1', uri: 'http://127.0.0.1', chains: [1337] }),
    verifyMessage: ({ message, signature }) =>
      verifyMessage({ address: STORY_ADDRESS, message, signature: signature as Hex }),
    signOut: async () => undefined,
  })

async function setup(args: SignInArgs): Promise<void> {
  resetStory({
    siwx: storySiwx(),
    metadata: { name: args.appName, description: 'Agentry Storybook', url: 'http://127.0.0.1', icons: [] },
  })
  await connectStoryWallet({ features: { rejectSignature: args.walletDeclines } })
  await openModal({ view: 'SIWXSignMessage' })
  if (args.status === 'signing') siwxState.status = 'signing'
  if (args.status === 'declined') Object.assign(siwxState, { status: 'error', error: 'Signature declined' })
  if (args.status === 'verifyFailed') Object.assign(siwxState, { status: 'error', error: 'Failed to verify message' })
}

// SIWXSignMessage: the sign-in request after connecting, when the app requires a session.
const meta = {
  title: 'Views/SIWXSignMessage',
  ...modalViewMeta<SignInArgs>({
    view: 'SIWXSignMessage',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'SIWXSignMessage',
      'Sign-In With Ethereum: shown after connecting when the app passes `siwx` (for example `createSiweConfig({ ...createSiweApiClient(), required: true })`) to `initModal` and has no session. The modal opens it by itself.',
    ),
  ),
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['request', 'signing', 'declined', 'verifyFailed'],
      description: 'State of the sign-in',
    },
    appName: { control: 'text', description: 'The app name in the heading (`metadata.name`)' },
    walletDeclines: { control: 'boolean', description: 'The wallet declines to sign' },
  },
  args: { status: 'request', appName: 'Agentry', walletDeclines: false },
} satisfies Meta<SignInArgs>
export default meta

type Story = StoryObj<SignInArgs>

export const Request: Story = {}
export const Signing: Story = { args: { status: 'signing' } }
export const Declined: Story = { args: { status: 'declined' } }
export const VerificationFailed: Story = { args: { status: 'verifyFailed' } }
export const LongAppName: Story = { args: { appName: 'Agentry Marketplace for Autonomous Agents' } }

/** Flow: Sign asks the wallet, the signature is verified, the session is set and the modal closes. */
export const SignInFlow: Story = {
  play: async (context) => {
    const { canvasElement, step } = context
    await showsView(context, 'SIWXSignMessage')
    await step('Press Sign', async () => {
      await pressInStory(canvasElement, 'agentry-button[variant="accent"]')
    })
    await step('Signed in with the wallet account; the modal closes', async () => {
      await waitFor(() => expect(siwxState.status).toBe('success'))
      await expect(siwxState.session?.address).toBe(STORY_ADDRESS)
      await waitFor(() => expect(modalState.open).toBe(false))
    })
    await step('Opened again, the modal shows the account', async () => {
      await openModal()
      await showsView(context, 'Account')
    })
  },
}

/** Flow: the wallet declines; the view says so and keeps the request open. */
export const SignInDeclinedFlow: Story = {
  args: { walletDeclines: true },
  play: async (context) => {
    const { canvasElement, step } = context
    await showsView(context, 'SIWXSignMessage')
    await step('Press Sign', async () => {
      await pressInStory(canvasElement, 'agentry-button[variant="accent"]')
    })
    await step('The decline is shown', async () => {
      await showsText(canvasElement, 'Signature declined')
      await expect(siwxState.status).toBe('error')
      await expect(modalState.open).toBe(true)
    })
  },
}
