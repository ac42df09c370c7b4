import { resetAllState, snackbarState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { onSurface } from './primitive-story.js'

type SnackbarArgs = { message: string; variant: 'success' | 'error' | 'info' | 'loading' }

/** `<agentry-snackbar>`: shows the core's snackbar message; the stories set it without the auto-hide timer. */
const meta = {
  title: 'Primitives/Snackbar',
  component: 'agentry-snackbar',
  loaders: [
    ({ args }) => {
      resetAllState()
      Object.assign(snackbarState, { open: true, message: args.message, variant: args.variant })
      return {}
    },
  ],
  parameters: {
    layout: 'centered',
    docs: {
      // Every story shows the one core snackbar state: each gets its own frame.
      story: { inline: false, height: '140px' },
      description: {
        component: `The snackbar of the modal: the core's current message ('Transaction started', 'Something went wrong'…), announced politely for success and info, assertively for errors, with a dismiss button. \`<agentry-modal>\` renders it; apps show a message with the core's actions.

**Web component**

\`\`\`html
<agentry-modal></agentry-modal>
<script type="module">
  import { openModal, showSuccess } from '@agentry/modal-core'
  import '@agentry/modal-ui/register'
  await openModal()
  showSuccess('Transaction started') // the open modal's snackbar shows it
</script>
\`\`\`

**React**

\`\`\`tsx
import { showError } from '@agentry/modal-core'
import { AgentryModal } from '@agentry/modal-ui/react'

export const Example = () => (
  <>
    <button onClick={() => showError('Something went wrong')}>Try</button>
    <AgentryModal />
  </>
)
\`\`\``,
      },
    },
  },
  argTypes: {
    message: { control: 'text', description: 'The message (core messages are translated)' },
    variant: { control: 'inline-radio', options: ['success', 'error', 'info', 'loading'], description: 'Kind' },
  },
  args: { message: 'Transaction started', variant: 'success' },
  render: (_args, context) => onSurface(context, html`<agentry-snackbar></agentry-snackbar>`),
} satisfies Meta<SnackbarArgs>
export default meta

type Story = StoryObj<SnackbarArgs>

export const Success: Story = {}
export const Failure: Story = { args: { message: 'Something went wrong', variant: 'error' } }
export const Info: Story = { args: { message: 'Copied to clipboard', variant: 'info' } }
export const Loading: Story = { args: { message: 'Waiting for the wallet', variant: 'loading' } }
