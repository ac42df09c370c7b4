import { getActiveChain, openModal } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { OFFLINE_ORIGIN } from './offline-services.js'
import { resetStory, waitForElement } from './story-state.js'

type LoginArgs = {
  /**
   * Connect with the email form and social buttons, the email step, the code step, Farcaster, or Connect
   * with our own wallet host (`embeddedWallet.hostUrl`), which adds the passkey entry.
   */
  step: 'connect' | 'email' | 'otp' | 'farcaster' | 'passkey'
  email: string
  /** The code step for a new device (approve it by email first). */
  newDevice: boolean
  /** Social logins offered on Connect. */
  socials: number
}

const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

async function setup(args: LoginArgs): Promise<void> {
  if (args.step === 'passkey') {
    // Our own host, offline: the frame never loads, so its panel's place shows empty.
    resetStory({ embeddedWallet: { hostUrl: OFFLINE_ORIGIN }, features: { email: true } })
    await openModal({ view: 'Connect' })
    return
  }
  // The embedded wallet's frame points at the offline origin: nothing loads from the network.
  resetStory({
    projectId: 'story-project',
    serviceUrls: {
      embeddedWallet: `${OFFLINE_ORIGIN}/frame`,
      blockchainApi: OFFLINE_ORIGIN,
      walletDirectory: OFFLINE_ORIGIN,
      analytics: OFFLINE_ORIGIN,
    },
    features: { email: true, socials: [...SOCIALS.slice(0, args.socials)] },
  })
  if (args.step === 'connect') await openModal({ view: 'Connect' })
  if (args.step === 'email') await openModal({ view: 'EmailLogin' })
  if (args.step === 'otp')
    await openModal({ view: 'EmailOtp', data: { email: args.email, verifyDevice: args.newDevice } })
  if (args.step === 'farcaster') {
    getActiveChain().accountState.farcasterUrl = 'https://farcaster.example.org/connect?channel=1'
    await openModal({ view: 'ConnectingFarcaster' })
  }
}

const VIEWS = {
  connect: 'Connect',
  email: 'EmailLogin',
  otp: 'EmailOtp',
  farcaster: 'ConnectingFarcaster',
  passkey: 'Connect',
} as const

// Email, social and Farcaster login through the embedded wallet (needs a project id).
const meta = {
  title: 'Views/Login',
  ...modalViewMeta<LoginArgs>({
    view: (args) => VIEWS[args.step],
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'EmailLogin',
      'Email and social login through the hosted embedded wallet (needs a project id; `features.email` and `features.socials` choose what shows). The email form and social buttons sit on the Connect view; the code and Farcaster steps follow.',
    ),
  ),
  argTypes: {
    step: {
      control: 'inline-radio',
      options: ['connect', 'email', 'otp', 'farcaster', 'passkey'],
      description: 'Which step',
    },
    email: { control: 'text', description: 'The address the code went to' },
    newDevice: { control: 'boolean', description: 'Code step: approve a new device first' },
    socials: { control: { type: 'range', min: 0, max: SOCIALS.length, step: 1 }, description: 'Social logins' },
  },
  args: { step: 'connect', email: 'alice@example.org', newDevice: false, socials: 3 },
} satisfies Meta<LoginArgs>
export default meta

type Story = StoryObj<LoginArgs>

export const ConnectWithEmailAndSocials: Story = {
  play: async (context) => {
    await waitForElement(context.canvasElement, 'agentry-social-buttons')
  },
}
export const ConnectWithAllSocials: Story = {
  args: { socials: SOCIALS.length },
  play: ConnectWithEmailAndSocials.play,
}
export const EmailLogin: Story = { args: { step: 'email' } }
export const EmailOtp: Story = { args: { step: 'otp' } }
export const EmailApproveDevice: Story = { args: { step: 'otp', email: 'new-device@example.org', newDevice: true } }
export const ConnectingFarcaster: Story = { args: { step: 'farcaster' } }
/** With our own wallet host: "Continue with passkey" under the email form. */
export const ConnectWithPasskey: Story = {
  args: { step: 'passkey' },
  play: async (context) => {
    await waitForElement(context.canvasElement, 'agentry-passkey-login')
  },
}
/** The passkey entry opened: the place over which the host's frame shows its own passkey panel. */
export const PasskeyPanel: Story = {
  args: { step: 'passkey' },
  play: async (context) => {
    const entry = await waitForElement(context.canvasElement, 'agentry-passkey-login')
    // Its tag upgrades when the login chunk lands, which may be after the tag is in the page.
    await customElements.whenDefined('agentry-passkey-login')
    await (entry as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete
    entry.shadowRoot?.querySelector<HTMLElement>('[data-action="passkey"]')?.click()
    await waitForElement(context.canvasElement, '[part="passkey-panel"]')
  },
}
