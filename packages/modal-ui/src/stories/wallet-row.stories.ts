import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { onSurface, primitiveUsage } from './primitive-story.js'
import { WALLET_ICON } from './story-data.js'

type WalletRowArgs = {
  name: string
  icon: boolean
  tag: string
  loading: boolean
  loadingLabel: string
  disabled: boolean
}

/** `<agentry-wallet-row>`: one wallet (or network) of a list: image, name, tag, and a busy state. */
const meta = {
  title: 'Primitives/WalletRow',
  component: 'agentry-wallet-row',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            "A list row for one wallet or network: its image, its name and an optional tag ('Installed', 'Recent', 'Active'). While `loading` the tag gives way to a spinner and `loading-label` ('Connecting…'), and the row is marked busy.",
          html: '<ul><li><agentry-wallet-row name="Rabby" image-url="…" tag="Installed"></agentry-wallet-row></li></ul>',
          jsx: '<agentry-wallet-row name="Rabby" image-url={icon} tag="Installed" onClick={connect} />',
        }),
      },
    },
  },
  argTypes: {
    name: { control: 'text', description: "The wallet's name" },
    icon: { control: 'boolean', description: 'An image (else the wallet placeholder)' },
    tag: { control: 'text', description: "Tag ('Installed', 'Recent'…); empty: none" },
    loading: { control: 'boolean', description: 'Busy: spinner and loading label' },
    loadingLabel: { control: 'text', description: 'Shown while loading' },
    disabled: { control: 'boolean', description: 'Cannot be pressed' },
  },
  args: {
    name: 'Alpha Wallet',
    icon: true,
    tag: 'Installed',
    loading: false,
    loadingLabel: 'Connecting…',
    disabled: false,
  },
  render: (args, context) =>
    onSurface(
      context,
      html`<ul style="list-style:none;margin:0;padding:0">
        <li>
          <agentry-wallet-row
            name=${args.name}
            image-url=${ifDefined(args.icon ? WALLET_ICON : undefined)}
            tag=${ifDefined(args.tag || undefined)}
            ?loading=${args.loading}
            loading-label=${args.loadingLabel}
            ?disabled=${args.disabled}
          ></agentry-wallet-row>
        </li>
      </ul>`,
    ),
} satisfies Meta<WalletRowArgs>
export default meta

type Story = StoryObj<WalletRowArgs>

export const Installed: Story = {}
export const Recent: Story = { args: { name: 'Beta Wallet', tag: 'Recent' } }
export const NoTag: Story = { args: { tag: '' } }
export const Connecting: Story = { args: { loading: true } }
export const Disabled: Story = { args: { disabled: true, tag: '' } }
export const WithoutImage: Story = { args: { icon: false, tag: '' } }
