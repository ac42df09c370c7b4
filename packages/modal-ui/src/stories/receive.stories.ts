import { openModal, pushView } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { connectStoryWallet, pressInStory, resetStory, waitForElement } from './story-state.js'

type ReceiveArgs = {
  /** The network the account is on (its name is in the explanation). */
  chainId: 1337 | 1
}

async function setup(args: ReceiveArgs): Promise<void> {
  resetStory()
  await connectStoryWallet({ chainId: args.chainId })
  await openModal()
  pushView('Receive')
}

// Receive: the address as a QR code with a copy button.
const meta = {
  title: 'Views/Receive',
  ...modalViewMeta<ReceiveArgs>({
    view: 'Receive',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Receive',
      "The account's address as a QR code, with a copy button. Reached from the Account view's Receive action.",
    ),
  ),
  argTypes: { chainId: { control: 'inline-radio', options: [1337, 1], description: 'Network of the account' } },
  args: { chainId: 1337 },
} satisfies Meta<ReceiveArgs>
export default meta

type Story = StoryObj<ReceiveArgs>

export const Default: Story = {}
export const OnEthereum: Story = { args: { chainId: 1 } }

/** Copy pressed: the button says the address was copied (the browser's clipboard may refuse; the view says so). */
export const CopyPressed: Story = {
  play: async (context) => {
    await showsView(context, 'Receive')
    await pressInStory(context.canvasElement, 'agentry-button[data-action="copy"]')
    await waitForElement(context.canvasElement, 'agentry-button[data-action="copy"]')
  },
}
