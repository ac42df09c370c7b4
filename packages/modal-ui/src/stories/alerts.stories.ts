import { ALERTS, openModal, showAlert, type AlertCode } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { expect } from 'storybook/test'
import { modalViewMeta, showsView, viewParameters } from './modal-story.js'
import { resetStory, showsText, waitForElement } from './story-state.js'

type AlertArgs = {
  /** The spec's alert shown in the modal (section 8). */
  alert: AlertCode
}

const byCode = Object.fromEntries(Object.values(ALERTS).map((alert) => [alert.code, alert]))

async function setup(args: AlertArgs): Promise<void> {
  resetStory()
  await openModal({ view: 'Connect' })
  showAlert(byCode[args.alert]!)
}

// The alert bar: the spec's alerts (section 8) above the view, with Dismiss.
const meta = {
  title: 'Components/Alert bar',
  ...modalViewMeta<AlertArgs>({ view: 'Connect', setup }),
  component: 'agentry-alert-bar',
  parameters:
    viewParameters(`The spec's alerts (section 8), shown above the modal's view with their exact names and a sentence on what to do; Dismiss closes them (\`closeAlert()\`). The core sets them (\`alertState\`): 'Network Not Found' when a switch asks for a network the app does not have; 'Session Expired', 'Invalid Project ID' and 'Invalid App Configuration' when a service answers 'JWT validation error: JWT Token is not yet valid', 'Unauthorized: invalid key' or 'Unauthorized: origin not allowed'. The alerts about the app's setup (Invalid App Configuration, Invalid Project ID, Project ID Not Configured) are for its developer and show only with \`debug: true\`, once.

**Web component**

\`\`\`html
<agentry-modal></agentry-modal>
<script type="module">
  import { ALERTS, openModal, showAlert } from '@agentry/modal-core'
  import '@agentry/modal-ui/register'
  await openModal()
  showAlert(ALERTS.sessionExpired)
</script>
\`\`\`

**React**

\`\`\`tsx
import { ALERTS, showAlert } from '@agentry/modal-core'
import { AgentryModal, useModal } from '@agentry/modal-ui/react'

export function App() {
  const { open } = useModal()
  return (
    <>
      <button onClick={() => open().then(() => showAlert(ALERTS.sessionExpired))}>Open</button>
      <AgentryModal />
    </>
  )
}
\`\`\``),
  argTypes: {
    alert: { control: 'select', options: Object.keys(byCode), description: 'The alert (spec section 8)' },
  },
  args: { alert: 'NETWORK_NOT_FOUND' },
} satisfies Meta<AlertArgs>
export default meta

type Story = StoryObj<AlertArgs>

const shows = (alert: AlertCode): Story => ({
  args: { alert },
  play: async (context) => {
    await showsView(context, 'Connect')
    const bar = await waitForElement(context.canvasElement, `agentry-alert-bar`)
    await showsText(bar, byCode[alert]!.shortMessage)
    await expect(bar.shadowRoot?.querySelector('[role="alert"]')?.getAttribute('data-code')).toBe(alert)
  },
})

export const NetworkNotFound: Story = shows('NETWORK_NOT_FOUND')
export const InvalidAppConfiguration: Story = shows('INVALID_APP_CONFIGURATION')
export const SessionExpired: Story = shows('SESSION_EXPIRED')
export const InvalidProjectId: Story = shows('INVALID_PROJECT_ID')
export const ProjectIdNotConfigured: Story = shows('PROJECT_ID_NOT_CONFIGURED')
