import { getConnector, openModal } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { WALLET_ICON } from './story-data.js'
import { addStoryWallet, resetStory, waitForElement } from './story-state.js'

type ExternalArgs = {
  /** The wallet waits for the user, or declines the request. */
  answer: 'asking' | 'declined'
  name: string
  icon: boolean
}

async function setup(args: ExternalArgs): Promise<void> {
  resetStory()
  const id = addStoryWallet({
    id: 'alpha',
    name: args.name,
    imageUrl: args.icon ? WALLET_ICON : undefined,
    hangOn: args.answer === 'asking' ? 'eth_requestAccounts' : undefined,
    features: args.answer === 'declined' ? { connectError: true } : undefined,
  })
  await openModal({ view: 'ConnectingExternal', data: { connector: getConnector(id) } })
}

// ConnectingExternal: one wallet asked to connect; a decline offers a retry.
const meta = {
  title: 'Views/ConnectingExternal',
  ...modalViewMeta<ExternalArgs>({
    view: 'ConnectingExternal',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'ConnectingExternal',
      'One wallet asked to connect (a browser or external wallet chosen in AllWallets): waits for the user, and offers a retry when declined.',
    ),
  ),
  argTypes: {
    answer: { control: 'inline-radio', options: ['asking', 'declined'], description: "The wallet's answer" },
    name: { control: 'text', description: "The wallet's name" },
    icon: { control: 'boolean', description: 'The wallet has an icon' },
  },
  args: { answer: 'asking', name: 'Alpha Wallet', icon: true },
} satisfies Meta<ExternalArgs>
export default meta

type Story = StoryObj<ExternalArgs>

export const Asking: Story = {}
export const AskingWithoutIcon: Story = { args: { icon: false } }
export const Declined: Story = {
  args: { answer: 'declined' },
  play: async (context) => {
    await showsView(context, 'ConnectingExternal')
    await waitForElement(context.canvasElement, 'agentry-inline-error')
  },
}
