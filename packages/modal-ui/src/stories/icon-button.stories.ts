import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import type { IconName } from '../primitives/icons.js'
import { onSurface, primitiveUsage } from './primitive-story.js'

type IconButtonArgs = { icon: IconName; label: string; disabled: boolean }

/** `<agentry-icon-button>`: a round button showing only an icon; `label` is its accessible name. */
const meta = {
  title: 'Primitives/IconButton',
  component: 'agentry-icon-button',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary: 'A round button that shows only an icon. `label` is its accessible name and is required.',
          html: '<agentry-icon-button icon="close" label="Close"></agentry-icon-button>',
          jsx: '<agentry-icon-button icon="close" label="Close" onClick={close} />',
        }),
      },
    },
  },
  argTypes: {
    icon: {
      control: 'select',
      options: ['close', 'back', 'copy', 'check', 'warning', 'wallet'],
      description: 'Built-in icon',
    },
    label: { control: 'text', description: 'Accessible name' },
    disabled: { control: 'boolean', description: 'Cannot be pressed' },
  },
  args: { icon: 'close', label: 'Close', disabled: false },
  render: (args, context) =>
    onSurface(
      context,
      html`<div>
        <agentry-icon-button icon=${args.icon} label=${args.label} ?disabled=${args.disabled}></agentry-icon-button>
      </div>`,
    ),
} satisfies Meta<IconButtonArgs>
export default meta

type Story = StoryObj<IconButtonArgs>

export const Close: Story = {}
export const Back: Story = { args: { icon: 'back', label: 'Back' } }
export const Copy: Story = { args: { icon: 'copy', label: 'Copy address' } }
export const Copied: Story = { args: { icon: 'check', label: 'Copied' } }
export const Disabled: Story = { args: { disabled: true } }
