import { openModal } from '@agentry/modal-core'
import { walletConnectState } from '@agentry/modal-core/walletconnect'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { SILENT_RELAY } from './offline-services.js'
import { picture } from './story-data.js'
import { resetStory, waitForElement } from './story-state.js'

type WalletConnectArgs = {
  /** The QR code for any wallet (basic), or for one wallet of the directory (with its links). */
  wallet: 'any' | 'chosen'
  /** No relay configured; the relay being reached; a pairing code to scan. */
  state: 'noRelay' | 'preparing' | 'qr'
}

/** A pairing URI of the shape the relay's client makes (never sent anywhere). */
const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1999999999'

async function setup(args: WalletConnectArgs): Promise<void> {
  resetStory(args.state === 'noRelay' ? {} : { walletConnect: { relayUrl: SILENT_RELAY } })
  // The relay never answers here: the pairing code is put where the relay's client would put it.
  walletConnectState.uri = args.state === 'qr' ? PAIRING_URI : undefined
  if (args.wallet === 'any') await openModal({ view: 'ConnectingWalletConnectBasic' })
  else
    await openModal({
      view: 'ConnectingWalletConnect',
      data: {
        wallet: {
          id: 'wallet-2',
          name: 'Wallet 2',
          imageUrl: picture('#7b61ff', '2'),
          mobileLink: 'wallet2://',
          desktopLink: 'wallet2-desktop://',
          webappLink: 'http://127.0.0.1/wallet2',
        },
      },
    })
}

// The QR-code views: ConnectingWalletConnectBasic (any wallet) and ConnectingWalletConnect (a chosen one).
const meta = {
  title: 'Views/ConnectingWalletConnect',
  ...modalViewMeta<WalletConnectArgs>({
    view: (args) => (args.wallet === 'any' ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'),
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'ConnectingWalletConnectBasic',
      "A WalletConnect pairing code to scan with a phone wallet, through the relay given as `walletConnect: { relayUrl }` (self-host one with `npx agentry-relay`). The Connect view's 'WalletConnect QR' row opens the basic view; a directory wallet opens ConnectingWalletConnect with its links.",
    ),
  ),
  argTypes: {
    wallet: { control: 'inline-radio', options: ['any', 'chosen'], description: 'Any wallet or a chosen one' },
    state: {
      control: 'inline-radio',
      options: ['noRelay', 'preparing', 'qr'],
      description: 'The relay and pairing',
    },
  },
  args: { wallet: 'any', state: 'qr' },
} satisfies Meta<WalletConnectArgs>
export default meta

type Story = StoryObj<WalletConnectArgs>

/** The story is done once the view shows what its state promises. */
const shows =
  (selector: string): Story['play'] =>
  async (context) => {
    const view = context.args.wallet === 'any' ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'
    await showsView(context, view)
    await waitForElement(context.canvasElement, selector)
  }

export const QrCode: Story = { play: shows('agentry-qr-code') }
export const QrCodeForChosenWallet: Story = { args: { wallet: 'chosen' }, play: shows('agentry-qr-code') }
export const Preparing: Story = { args: { state: 'preparing' }, play: shows('agentry-spinner') }
export const NoRelay: Story = { args: { state: 'noRelay' } }
export const ChosenWalletNoRelay: Story = { args: { wallet: 'chosen', state: 'noRelay' } }
