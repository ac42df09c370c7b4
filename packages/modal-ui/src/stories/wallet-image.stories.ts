import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { onSurface, primitiveUsage } from './primitive-story.js'
import { WALLET_ICON } from './story-data.js'

type WalletImageArgs = { image: 'icon' | 'none' | 'broken'; size: number }

/** An image that fails to decode (no request: a data URL), so the placeholder shows. */
const BROKEN_IMAGE = 'data:image/png;base64,AAAA'

/** `<agentry-wallet-image>`: a wallet's or network's image, with the wallet icon when it has none. */
const meta = {
  title: 'Primitives/WalletImage',
  component: 'agentry-wallet-image',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            "A wallet's (or network's) image in a rounded square, with the wallet icon when there is no image or it fails to load. Decorative: the name beside it says which wallet it is.",
          html: '<agentry-wallet-image image-url="…" size="80"></agentry-wallet-image>',
          jsx: '<agentry-wallet-image image-url={wallet.imageUrl} size={80} />',
        }),
      },
    },
  },
  argTypes: {
    image: { control: 'inline-radio', options: ['icon', 'none', 'broken'], description: 'The image given' },
    size: { control: { type: 'range', min: 24, max: 120, step: 4 }, description: 'Side in px' },
  },
  args: { image: 'icon', size: 80 },
  render: (args, context) => {
    const url = { icon: WALLET_ICON, none: undefined, broken: BROKEN_IMAGE }[args.image]
    return onSurface(
      context,
      html`<div><agentry-wallet-image image-url=${ifDefined(url)} size=${args.size}></agentry-wallet-image></div>`,
    )
  },
} satisfies Meta<WalletImageArgs>
export default meta

type Story = StoryObj<WalletImageArgs>

export const WithImage: Story = {}
export const Placeholder: Story = { args: { image: 'none' } }
export const ImageFailed: Story = { args: { image: 'broken' } }
export const Small: Story = { args: { size: 40 } }
