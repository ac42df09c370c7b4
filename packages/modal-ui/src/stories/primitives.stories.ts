import { resetAllState, snackbarState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html, type TemplateResult } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { STORY_ADDRESS } from './story-state.js'

/** A 1×1 wallet icon as a data URL: stories load nothing from the network. */
const WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b6df2"/></svg>',
  )

type Globals = { globals: { theme?: string } }

/** Primitives on the modal card's background, with the toolbar's theme. */
const onSurface = ({ globals }: Globals, content: TemplateResult) =>
  html`<agentry-story-surface theme=${ifDefined(globals.theme === 'light' ? 'light' : undefined)}
    >${content}</agentry-story-surface
  >`

const meta: Meta = {
  title: 'Primitives',
  parameters: { layout: 'centered' },
}
export default meta

type Story = StoryObj

export const Button: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<agentry-button variant="accent">Review</agentry-button>
        <agentry-button variant="neutral">Cancel</agentry-button>
        <agentry-button variant="danger">Disconnect</agentry-button>
        <agentry-button variant="accent" loading>Signing…</agentry-button>
        <agentry-button variant="neutral" disabled>Unavailable</agentry-button>`,
    ),
}

export const IconButton: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<div>
        <agentry-icon-button icon="back" label="Back"></agentry-icon-button>
        <agentry-icon-button icon="close" label="Close"></agentry-icon-button>
        <agentry-icon-button icon="copy" label="Copy address"></agentry-icon-button>
        <agentry-icon-button icon="check" label="Copied"></agentry-icon-button>
        <agentry-icon-button icon="close" label="Close" disabled></agentry-icon-button>
      </div>`,
    ),
}

export const Avatar: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<div>
        <agentry-avatar address=${STORY_ADDRESS}></agentry-avatar>
        <agentry-avatar address="0x000000000000000000000000000000000000bEEF" size="32"></agentry-avatar>
        <agentry-avatar address=${STORY_ADDRESS} image-url=${WALLET_ICON}></agentry-avatar>
      </div>`,
    ),
}

export const Text: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<agentry-text variant="title">No browser wallet found</agentry-text>
        <agentry-text>Body text of a view.</agentry-text>
        <agentry-text variant="muted">Install a browser wallet, then reload this page.</agentry-text>
        <agentry-text variant="small">Small print.</agentry-text>`,
    ),
}

export const Spinner: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<div>
        <agentry-spinner size="sm" label="Loading balance"></agentry-spinner>
        <agentry-spinner label="Loading"></agentry-spinner>
        <agentry-spinner size="lg" label="Loading"></agentry-spinner>
      </div>`,
    ),
}

export const InlineError: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<agentry-inline-error message="Connection request declined" action-label="Try again"></agentry-inline-error>
        <agentry-inline-error message="Insufficient funds"></agentry-inline-error>`,
    ),
}

export const WalletRow: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<ul style="list-style:none;margin:0;padding:0;display:grid;gap:8px">
        <li><agentry-wallet-row name="Alpha Wallet" image-url=${WALLET_ICON} tag="Recent"></agentry-wallet-row></li>
        <li><agentry-wallet-row name="Beta Wallet" image-url=${WALLET_ICON} tag="Installed"></agentry-wallet-row></li>
        <li><agentry-wallet-row name="Gamma Wallet" loading loading-label="Connecting…"></agentry-wallet-row></li>
        <li><agentry-wallet-row name="Delta Wallet" disabled></agentry-wallet-row></li>
      </ul>`,
    ),
}

export const QrCode: Story = {
  render: (_args, context) =>
    onSurface(
      context,
      html`<agentry-qr-code value=${STORY_ADDRESS} label="QR code of your address"></agentry-qr-code>`,
    ),
}

export const Snackbar: Story = {
  // The snackbar shows the core's snackbar state; set without the auto-hide timer so it stays for the scan.
  loaders: [
    () => {
      resetAllState()
      Object.assign(snackbarState, { open: true, message: 'Transaction started', variant: 'success' })
      return {}
    },
  ],
  render: (_args, context) => onSurface(context, html`<agentry-snackbar></agentry-snackbar>`),
}
