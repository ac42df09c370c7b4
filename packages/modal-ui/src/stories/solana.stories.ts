import { openModal, pushView, sendState, type ViewName } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { resetStory, storyLocalChain } from './story-state.js'
import {
  connectStorySolanaWallet,
  STORY_SOLANA_RECEIVER,
  storySol,
  storySolana,
  storySolanaDevnet,
} from './story-solana.js'

type SolanaArgs = {
  /** The view: the connected Solana account, the network list, or a SOL send in progress. */
  view: 'Account' | 'Networks' | 'SendPreview'
  /** The app also lists an EVM network (the list then holds both namespaces). */
  withEvm: boolean
}

/** An app with Solana's networks, a Wallet Standard wallet connected through the Solana adapter. */
async function setup(args: SolanaArgs): Promise<void> {
  resetStory({ networks: [storySolana, storySolanaDevnet, ...(args.withEvm ? [storyLocalChain] : [])] })
  await connectStorySolanaWallet()
  sendState.tokenBalances = [storySol]
  await openModal()
  if (args.view === 'Networks') pushView('Networks')
  if (args.view === 'SendPreview') {
    Object.assign(sendState, { token: storySol, sendTokenAmount: '0.25', receiverAddress: STORY_SOLANA_RECEIVER })
    pushView('Send')
    pushView('SendPreview')
    sendState.loading = true
  }
}

// A Solana wallet in the modal: its account, Solana among the networks, and sending SOL.
const meta = {
  title: 'Views/Solana',
  ...modalViewMeta<SolanaArgs>({ view: (args): ViewName => args.view, setup }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Account',
      'A Solana wallet (Wallet Standard, through `watchSolanaWallets()` from `@agentry/modal-core/solana`) connected: its account with the SOL balance, the Solana networks in the network list, and a SOL send waiting for the wallet.',
    ),
  ),
  argTypes: {
    view: {
      control: 'inline-radio',
      options: ['Account', 'Networks', 'SendPreview'],
      description: 'Account, the network list, or a SOL send in progress',
    },
    withEvm: { control: 'boolean', description: 'The app lists an EVM network as well' },
  },
  args: { view: 'Account', withEvm: false },
} satisfies Meta<SolanaArgs>
export default meta

type Story = StoryObj<SolanaArgs>

export const ConnectedAccount: Story = {}
export const SolanaInNetworkList: Story = { args: { view: 'Networks', withEvm: true } }
export const SendingSol: Story = { args: { view: 'SendPreview' } }
