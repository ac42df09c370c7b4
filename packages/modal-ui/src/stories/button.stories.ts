import type { ButtonVariant } from '../primitives/agentry-button.js'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { onSurface, primitiveUsage } from './primitive-story.js'

type ButtonArgs = { variant: ButtonVariant; text: string; disabled: boolean; loading: boolean; label: string }

/** `<agentry-button>`: a text button; while `loading` it spins, is marked busy and ignores presses. */
const meta = {
  title: 'Primitives/Button',
  component: 'agentry-button',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            'A text button in one of three variants. While `loading` it shows a spinner, is marked busy (`aria-busy`) and ignores presses; `label` replaces the slotted text as its accessible name.',
          html: '<agentry-button variant="accent">Review</agentry-button>',
          jsx: '<agentry-button variant="accent" onClick={review}>Review</agentry-button>',
        }),
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['accent', 'neutral', 'danger'], description: 'Colour role' },
    text: { control: 'text', description: 'Slotted text' },
    disabled: { control: 'boolean', description: 'Cannot be pressed' },
    loading: { control: 'boolean', description: 'Spinner, busy, ignores presses' },
    label: { control: 'text', description: 'Accessible name, when the text is not enough' },
  },
  args: { variant: 'accent', text: 'Review', disabled: false, loading: false, label: '' },
  render: (args, context) =>
    onSurface(
      context,
      html`<agentry-button
        variant=${args.variant}
        ?disabled=${args.disabled}
        ?loading=${args.loading}
        .label=${args.label || undefined}
        >${args.text}</agentry-button
      >`,
    ),
} satisfies Meta<ButtonArgs>
export default meta

type Story = StoryObj<ButtonArgs>

export const Accent: Story = {}
export const Neutral: Story = { args: { variant: 'neutral', text: 'Cancel' } }
export const Danger: Story = { args: { variant: 'danger', text: 'Disconnect' } }
export const Loading: Story = { args: { loading: true, text: 'Signing…' } }
export const Disabled: Story = { args: { variant: 'neutral', disabled: true, text: 'Unavailable' } }
export const LongText: Story = { args: { text: 'Approve USDC for swapping on this network' } }
