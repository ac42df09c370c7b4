import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { onSurface, primitiveUsage } from './primitive-story.js'
import { picture } from './story-data.js'
import { STORY_ADDRESS, STORY_RECEIVER } from './story-state.js'

type AvatarArgs = { address: string; imageUrl: string; size: number }

/** `<agentry-avatar>`: the account's picture, or a gradient derived from its address. */
const meta = {
  title: 'Primitives/Avatar',
  component: 'agentry-avatar',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            'A round account picture: `image-url` when the account has one, otherwise a gradient of two hues derived from the address (no network call). Decorative: the address beside it names the account.',
          html: '<agentry-avatar address="0xf39F…2266"></agentry-avatar>',
          jsx: '<agentry-avatar address={address} size={32} />',
        }),
      },
    },
  },
  argTypes: {
    address: { control: 'text', description: 'The account (the gradient follows it)' },
    imageUrl: { control: 'text', description: 'A picture, when the account has one' },
    size: { control: { type: 'range', min: 16, max: 128, step: 4 }, description: 'Diameter in px' },
  },
  args: { address: STORY_ADDRESS, imageUrl: '', size: 64 },
  render: (args, context) =>
    onSurface(
      context,
      html`<div>
        <agentry-avatar
          address=${args.address}
          image-url=${ifDefined(args.imageUrl || undefined)}
          size=${args.size}
        ></agentry-avatar>
      </div>`,
    ),
} satisfies Meta<AvatarArgs>
export default meta

type Story = StoryObj<AvatarArgs>

export const Gradient: Story = {}
export const OtherAddress: Story = { args: { address: STORY_RECEIVER } }
export const Small: Story = { args: { size: 32 } }
export const WithImage: Story = { args: { imageUrl: picture('#ff7a59', 'A') } }
