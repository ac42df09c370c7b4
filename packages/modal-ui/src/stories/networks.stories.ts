import { getActiveNetwork, openModal, pushView, routerState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { expect, waitFor } from 'storybook/test'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { connectStoryWallet, pressInStory, resetStory, waitForElement } from './story-state.js'

type NetworksArgs = {
  /** The chain the wallet is on: one the app lists (1337, 1) or not (5: the UnsupportedChain view). */
  walletChainId: 1337 | 1 | 5
  /** The wallet refuses to switch (4001, 'user rejected'). */
  switchRefused: boolean
  /** The wallet never answers a switch (the pressed row keeps spinning). */
  switchHangs: boolean
}

async function setup(args: NetworksArgs): Promise<void> {
  resetStory()
  await connectStoryWallet({
    chainId: args.walletChainId,
    features: args.switchRefused ? { switchChainErrorCode: 4001 } : undefined,
    hangOn: args.switchHangs ? 'wallet_switchEthereumChain' : undefined,
  })
  if (args.walletChainId === 5) {
    await openModal({ view: 'UnsupportedChain' })
    return
  }
  // From Account, as the network button opens it (a switch goes back there).
  await openModal()
  pushView('Networks')
}

const ETHEREUM_ROW = 'agentry-wallet-row[data-network-id="eip155:1"]'

// The Networks view (the app's networks, the active one tagged), and UnsupportedChain.
const meta = {
  title: 'Views/Networks',
  ...modalViewMeta<NetworksArgs>({
    view: (args) => (args.walletChainId === 5 ? 'UnsupportedChain' : 'Networks'),
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Networks',
      "The app's networks (`initModal({ networks })`) with the active one tagged; choosing one switches the wallet. UnsupportedChain opens by itself when the wallet is on a network the app does not list.",
    ),
  ),
  argTypes: {
    walletChainId: {
      control: 'inline-radio',
      options: [1337, 1, 5],
      description: 'Chain the wallet is on (5 is not in the app)',
    },
    switchRefused: { control: 'boolean', description: 'The wallet refuses to switch' },
    switchHangs: { control: 'boolean', description: 'The wallet never answers a switch' },
  },
  args: { walletChainId: 1337, switchRefused: false, switchHangs: false },
} satisfies Meta<NetworksArgs>
export default meta

type Story = StoryObj<NetworksArgs>

export const Default: Story = {}
export const OnEthereum: Story = { args: { walletChainId: 1 } }

export const Switching: Story = {
  args: { switchHangs: true },
  play: async (context) => {
    await showsView(context, 'Networks')
    await pressInStory(context.canvasElement, ETHEREUM_ROW)
    await waitForElement(context.canvasElement, `${ETHEREUM_ROW}[loading]`)
  },
}

export const SwitchRefused: Story = {
  args: { switchRefused: true },
  play: async (context) => {
    await showsView(context, 'Networks')
    await pressInStory(context.canvasElement, ETHEREUM_ROW)
    await waitForElement(context.canvasElement, 'agentry-inline-error')
  },
}

/** Flow: choosing Ethereum switches the wallet, and the modal goes back to Account on it. */
export const NetworkSwitchFlow: Story = {
  play: async (context) => {
    const { canvasElement, step } = context
    await showsView(context, 'Networks')
    await expect(getActiveNetwork()?.caipNetworkId).toBe('eip155:1337')
    await step('Press Ethereum', async () => {
      await pressInStory(canvasElement, ETHEREUM_ROW)
    })
    await step('The wallet is on Ethereum and the modal back on Account', async () => {
      await waitFor(() => expect(getActiveNetwork()?.caipNetworkId).toBe('eip155:1'))
      await waitFor(() => expect(routerState.view).toBe('Account'))
      await showsView(context, 'Account')
    })
    await step('Networks marks Ethereum as the active one', async () => {
      pushView('Networks')
      await waitForElement(canvasElement, `${ETHEREUM_ROW}[aria-current="true"]`)
    })
  },
}

export const UnsupportedChain: Story = { args: { walletChainId: 5 } }

export const UnsupportedChainSwitchRefused: Story = {
  args: { walletChainId: 5, switchRefused: true },
  play: async (context) => {
    await showsView(context, 'UnsupportedChain')
    await pressInStory(context.canvasElement, 'agentry-wallet-row[data-network-id="eip155:1337"]')
    await waitForElement(context.canvasElement, 'agentry-inline-error')
  },
}
