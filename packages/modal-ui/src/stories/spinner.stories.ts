import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { onSurface, primitiveUsage } from './primitive-story.js'

type SpinnerArgs = { size: 'sm' | 'md' | 'lg'; label: string }

/** `<agentry-spinner>`: a loading spinner, announced when it has a label. */
const meta = {
  title: 'Primitives/Spinner',
  component: 'agentry-spinner',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            'A loading spinner. With a `label` it is announced as an image of that name; without one it is decorative (the control around it says what is loading). It stops turning under reduced motion.',
          html: '<agentry-spinner label="Loading"></agentry-spinner>',
          jsx: '<agentry-spinner size="lg" label="Loading" />',
        }),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'], description: 'Size' },
    label: { control: 'text', description: 'Accessible name (empty: decorative)' },
  },
  args: { size: 'md', label: 'Loading' },
  render: (args, context) =>
    onSurface(
      context,
      html`<div><agentry-spinner size=${args.size} .label=${args.label || undefined}></agentry-spinner></div>`,
    ),
} satisfies Meta<SpinnerArgs>
export default meta

type Story = StoryObj<SpinnerArgs>

export const Medium: Story = {}
export const Small: Story = { args: { size: 'sm', label: 'Loading balance' } }
export const Large: Story = { args: { size: 'lg' } }
export const Decorative: Story = { args: { label: '' } }
