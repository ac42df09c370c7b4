import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { AgentryQrCode } from '../primitives/agentry-qr-code.js'
import { defineElement } from '../internal/define-element.js'
import { onSurface } from './primitive-story.js'
import { STORY_ADDRESS } from './story-state.js'

// Views define the QR code with their chunk; its story defines it here.
defineElement('agentry-qr-code', AgentryQrCode)

type QrCodeArgs = { value: string; label: string }

/** `<agentry-qr-code>`: a QR code drawn as one SVG path. */
const meta = {
  title: 'Primitives/QrCode',
  component: 'agentry-qr-code',
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component: `A QR code of \`value\` (encoded in the page, drawn as one SVG path: crisp at any size, no canvas), labelled by \`label\`. Show the value as text beside it too. The Receive and WalletConnect views use it; it is not part of \`definePrimitives()\`.

**Web component**

\`\`\`html
<agentry-qr-code value="0xf39F…2266" label="Your address as a QR code"></agentry-qr-code>
\`\`\`

**React**

\`\`\`tsx
<agentry-qr-code value={address} label="Your address as a QR code" />
\`\`\``,
      },
    },
  },
  argTypes: {
    value: { control: 'text', description: 'What the code encodes' },
    label: { control: 'text', description: 'Accessible name of the image' },
  },
  args: { value: STORY_ADDRESS, label: 'QR code of your address' },
  render: (args, context) =>
    onSurface(context, html`<agentry-qr-code value=${args.value} label=${args.label}></agentry-qr-code>`),
} satisfies Meta<QrCodeArgs>
export default meta

type Story = StoryObj<QrCodeArgs>

export const Address: Story = {}
export const PairingUri: Story = {
  args: {
    value:
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
    label: 'QR code to scan with your wallet',
  },
}
