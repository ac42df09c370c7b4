import { connectionState, getActiveAccount, openModal, shortenAddress } from '@agentry/modal-core'
import { CURATED_WALLETS } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { expect, waitFor } from 'storybook/test'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { SILENT_RELAY } from './offline-services.js'
import { WALLET_ICON } from './story-data.js'
import { addStoryWallet, pressInStory, resetStory, showsText, STORY_ADDRESS, waitForElement } from './story-state.js'

type ConnectArgs = {
  /** How many browser wallets the page announces (EIP-6963). */
  wallets: number
  /** The first wallet rejects the connection request. */
  firstFails: boolean
  /** The first wallet never answers (its row keeps spinning once pressed). */
  firstHangs: boolean
  /** A WalletConnect relay is configured: the 'WalletConnect QR' row. */
  walletConnect: boolean
  /** Wallets show their icon (else the placeholder). */
  icons: boolean
  /** The curated wallet list is shown (the app hides none); off, the app hid every curated wallet. */
  curatedWallets: boolean
  /** MetaMask is installed (announces its rdns): it moves up among the browser wallets, marked. */
  metaMaskInstalled: boolean
}

const WALLET_NAMES = ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet', 'Delta Wallet', 'Epsilon Wallet']

async function setup(args: ConnectArgs): Promise<void> {
  resetStory({
    ...(args.walletConnect ? { walletConnect: { relayUrl: SILENT_RELAY } } : {}),
    ...(args.curatedWallets ? {} : { wallets: { hide: CURATED_WALLETS.map((wallet) => wallet.id) } }),
  })
  if (args.metaMaskInstalled) addStoryWallet({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' })
  WALLET_NAMES.slice(0, args.wallets).forEach((name, index) =>
    addStoryWallet({
      id: name.split(' ')[0]!.toLowerCase(),
      name,
      features: index === 0 && args.firstFails ? { connectError: true } : undefined,
      hangOn: index === 0 && args.firstHangs ? 'eth_requestAccounts' : undefined,
      imageUrl: args.icons ? WALLET_ICON : undefined,
    }),
  )
  await openModal({ view: 'Connect' })
}

// The Connect view: the browser wallets the core found, and what pressing one shows.
const meta = {
  title: 'Views/Connect',
  ...modalViewMeta<ConnectArgs>({
    view: 'Connect',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Connect',
      "The browser wallets the page announced (EIP-6963), grouped in the spec's section order, the WalletConnect row when a relay is configured, and the guidance when there is no wallet. `<agentry-connect-button>` opens it.",
    ),
  ),
  argTypes: {
    wallets: { control: { type: 'range', min: 0, max: 5, step: 1 }, description: 'Browser wallets announced' },
    firstFails: { control: 'boolean', description: 'The first wallet rejects the request' },
    firstHangs: { control: 'boolean', description: 'The first wallet never answers' },
    walletConnect: { control: 'boolean', description: 'A WalletConnect relay is configured' },
    icons: { control: 'boolean', description: 'Wallets have icons' },
    curatedWallets: { control: 'boolean', description: 'The curated wallet list is shown' },
    metaMaskInstalled: { control: 'boolean', description: 'MetaMask is installed (matched by rdns)' },
  },
  args: {
    wallets: 2,
    firstFails: false,
    firstHangs: false,
    walletConnect: false,
    icons: true,
    curatedWallets: true,
    metaMaskInstalled: false,
  },
} satisfies Meta<ConnectArgs>
export default meta

type Story = StoryObj<ConnectArgs>

export const WalletsListed: Story = {}
export const ManyWallets: Story = { args: { wallets: 5 } }
export const WithoutIcons: Story = { args: { icons: false } }
export const NoWalletFound: Story = { args: { wallets: 0, curatedWallets: false } }
export const CuratedWalletList: Story = { args: { wallets: 0 } }
export const CuratedWithMetaMaskInstalled: Story = { args: { wallets: 0, metaMaskInstalled: true } }
export const OnlyWalletConnect: Story = { args: { wallets: 0, walletConnect: true, curatedWallets: false } }
export const WalletsAndWalletConnect: Story = { args: { walletConnect: true } }

export const Connecting: Story = {
  args: { firstHangs: true },
  play: async (context) => {
    await showsView(context, 'Connect')
    await pressInStory(context.canvasElement, 'agentry-wallet-row[data-connector-id="alpha"]')
    await waitForElement(context.canvasElement, 'agentry-wallet-row[loading]')
  },
}

export const Failure: Story = {
  args: { firstFails: true },
  play: async (context) => {
    await showsView(context, 'Connect')
    await pressInStory(context.canvasElement, 'agentry-wallet-row[data-connector-id="alpha"]')
    await waitForElement(context.canvasElement, 'agentry-inline-error')
  },
}

/** Flow: pressing a mock wallet connects it; the modal closes and the account is the wallet's. */
export const ConnectMockWalletFlow: Story = {
  args: { wallets: 1 },
  play: async (context) => {
    const { canvasElement, step } = context
    await showsView(context, 'Connect')
    await step('Press the wallet', async () => {
      await pressInStory(canvasElement, 'agentry-wallet-row[data-connector-id="alpha"]')
    })
    await step('The wallet is connected with its account', async () => {
      await waitFor(() => expect(connectionState.status).toBe('connected'))
      await expect(getActiveAccount().address).toBe(STORY_ADDRESS)
    })
    await step('The Account view shows it', async () => {
      await openModal()
      await showsView(context, 'Account')
      await showsText(canvasElement, shortenAddress(STORY_ADDRESS))
    })
  },
}
