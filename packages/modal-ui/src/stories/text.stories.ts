import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import type { TextVariant } from '../primitives/agentry-text.js'
import { onSurface, primitiveUsage } from './primitive-story.js'

type TextArgs = { variant: TextVariant; text: string }

/** `<agentry-text>`: text in one of the theme's typographic roles. */
const meta = {
  title: 'Primitives/Text',
  component: 'agentry-text',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: primitiveUsage({
          summary:
            "Text in one of the theme's typographic roles (size and colour from the theme); the content is slotted.",
          html: '<agentry-text variant="muted">Install a browser wallet, then reload this page.</agentry-text>',
          jsx: '<agentry-text variant="muted">Install a browser wallet, then reload this page.</agentry-text>',
        }),
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['title', 'body', 'muted', 'small'], description: 'Role' },
    text: { control: 'text', description: 'Slotted text' },
  },
  args: { variant: 'body', text: 'Body text of a view.' },
  render: (args, context) =>
    onSurface(context, html`<agentry-text variant=${args.variant}>${args.text}</agentry-text>`),
} satisfies Meta<TextArgs>
export default meta

type Story = StoryObj<TextArgs>

export const Body: Story = {}
export const Title: Story = { args: { variant: 'title', text: 'No browser wallet found' } }
export const Muted: Story = { args: { variant: 'muted', text: 'Install a browser wallet, then reload this page.' } }
export const Small: Story = { args: { variant: 'small', text: 'Small print.' } }
