import { openModal, pushView, type ViewName } from '@agentry/modal-core'
import { CURATED_WALLETS } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { openGetWallet } from '../wallets/open-get-wallet.js'
import { modalViewMeta, showsView, viewParameters, viewUsage } from './modal-story.js'
import { SILENT_RELAY } from './offline-services.js'
import { addStoryWallet, pressInStory, resetStory, showsText } from './story-state.js'

type GuideView = Extract<ViewName, 'GetWallet' | 'WhatIsAWallet' | 'GetAWallet'>

type WalletGuideArgs = {
  /** Which view of the guide is shown. */
  view: GuideView
  /** The curated wallet "Get <wallet>" is about. */
  wallet: string
  /** A WalletConnect relay is configured: "Get <wallet>" adds a QR code and the wallet's deep link. */
  walletConnect: boolean
  /** MetaMask is installed (announces its rdns): marked in "Get a wallet". */
  metaMaskInstalled: boolean
  /** Wallet ids the app hides. */
  hide: string[]
}

async function setup(args: WalletGuideArgs): Promise<void> {
  resetStory({
    ...(args.walletConnect ? { walletConnect: { relayUrl: SILENT_RELAY } } : {}),
    wallets: { hide: args.hide },
  })
  if (args.metaMaskInstalled) addStoryWallet({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' })
  await openModal({ view: 'Connect' })
  const wallet = CURATED_WALLETS.find((candidate) => candidate.id === args.wallet) ?? CURATED_WALLETS[0]!
  if (args.view === 'GetWallet') openGetWallet(wallet)
  else pushView(args.view)
}

// The wallet guide for a visitor with no wallet: "Get <wallet>", "What is a wallet?" and "Get a wallet".
// The language comes from the toolbar, as in every view's stories.
const meta = {
  title: 'Views/Wallet guide',
  ...modalViewMeta<WalletGuideArgs>({ view: (args) => args.view, setup }),
  parameters: viewParameters(
    viewUsage(
      'GetWallet',
      'Opened from the curated wallet list of the Connect view (no project id): "Get <wallet>" with the browser extension and app store links (and, with a relay, a QR code with the wallet\'s deep link); "What is a wallet?" and "Get a wallet" from the links under the list.',
    ),
  ),
  argTypes: {
    view: { control: 'inline-radio', options: ['GetWallet', 'WhatIsAWallet', 'GetAWallet'] },
    wallet: { control: 'select', options: CURATED_WALLETS.map((wallet) => wallet.id) },
    walletConnect: { control: 'boolean', description: 'A WalletConnect relay is configured' },
    metaMaskInstalled: { control: 'boolean', description: 'MetaMask is installed (matched by rdns)' },
    hide: { control: 'check', options: CURATED_WALLETS.map((wallet) => wallet.id) },
  },
  args: {
    view: 'GetWallet',
    wallet: 'metamask',
    walletConnect: false,
    metaMaskInstalled: false,
    hide: [],
  },
} satisfies Meta<WalletGuideArgs>
export default meta

type Story = StoryObj<WalletGuideArgs>

export const GetWallet: Story = {}
export const GetSolanaWallet: Story = { args: { wallet: 'phantom' } }
export const GetWalletWithRelay: Story = { args: { wallet: 'rainbow', walletConnect: true } }
export const WhatIsAWallet: Story = { args: { view: 'WhatIsAWallet' } }
export const GetAWallet: Story = { args: { view: 'GetAWallet' } }
export const GetAWalletWithInstalled: Story = { args: { view: 'GetAWallet', metaMaskInstalled: true } }
export const GetAWalletSomeHidden: Story = { args: { view: 'GetAWallet', hide: ['okx', 'ledger', 'backpack'] } }

/** Flow: from "What is a wallet?" on to "Get a wallet", then a wallet's install links. */
export const WhatIsAWalletFlow: Story = {
  args: { view: 'WhatIsAWallet' },
  play: async (context) => {
    const { canvasElement, step } = context
    await showsView(context, 'WhatIsAWallet')
    await step('Go on to "Get a wallet"', async () => {
      await pressInStory(canvasElement, 'agentry-button[data-action="get-a-wallet"]')
      await showsView(context, 'GetAWallet')
    })
    await step('Pick Zerion', async () => {
      await pressInStory(canvasElement, 'li[data-wallet-id="zerion"] > button')
      await showsView(context, 'GetWallet')
      await showsText(canvasElement, 'Add Zerion to your browser, then reload this page.')
    })
  },
}
