import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { fn } from 'storybook/test'
import { onSurface, primitiveUsage } from './primitive-story.js'

type InlineErrorArgs = { message: string; actionLabel: string; onAction: () => void }

/** `<agentry-inline-error>`: an error announced as an alert, with an optional action (a retry). */
const meta = {
  title: 'Primitives/InlineError',
  component: 'agentry-inline-error',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            "An inline error announced as an alert, with an optional action such as a retry; pressing it dispatches `agentry-action`. A message of `@agentry/modal-core` (the spec's English) shows in the modal's language.",
          html: '<agentry-inline-error message="Signature declined" action-label="Try again"></agentry-inline-error>',
          jsx: '<agentry-inline-error message="Signature declined" action-label="Try again" onagentry-action={retry} />',
        }),
      },
    },
  },
  argTypes: {
    message: { control: 'text', description: 'The error (core messages are translated)' },
    actionLabel: { control: 'text', description: 'The action button (empty: none)' },
    onAction: { action: 'agentry-action', table: { disable: true } },
  },
  args: { message: 'Connection request declined', actionLabel: 'Try again', onAction: fn() },
  render: (args, context) =>
    onSurface(
      context,
      html`<agentry-inline-error
        message=${args.message}
        .actionLabel=${args.actionLabel || undefined}
        @agentry-action=${args.onAction}
      ></agentry-inline-error>`,
    ),
} satisfies Meta<InlineErrorArgs>
export default meta

type Story = StoryObj<InlineErrorArgs>

export const WithAction: Story = {}
export const MessageOnly: Story = { args: { message: 'Insufficient funds', actionLabel: '' } }
/** A core message: shown in the toolbar's language. */
export const CoreMessage: Story = { args: { message: 'Signature declined', actionLabel: '' } }
export const LongMessage: Story = {
  args: { message: 'Please enter a valid amount and receiver address', actionLabel: '' },
}
