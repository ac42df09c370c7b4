import { connectionState, getActiveAccount, modalState, routerState } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { expect, waitFor } from 'storybook/test'
import { showsView } from './modal-story.js'
import { STORY_AVATAR, STORY_NAME, storyNames } from './story-data.js'
import { addStoryWallet, connectStoryWallet, pressInStory, resetStory, waitForElement } from './story-state.js'

type ConnectButtonArgs = {
  /** Not connected, asking a wallet, connected (with a balance, or before it arrived). */
  state: 'disconnected' | 'connecting' | 'connected' | 'noBalance'
  /** The account has a name and an avatar (from a names source the story passes to initModal). */
  named: boolean
}

/**
 * `<agentry-connect-button>`: 'Connect wallet', or the balance and short address (or the account's name and
 * avatar) once connected.
 */
const meta = {
  title: 'Components/ConnectButton',
  component: 'agentry-connect-button',
  loaders: [
    async ({ args }) => {
      // The button fetches the account's identity itself, from the names source: the story's own answers.
      resetStory(args.named ? { dataSources: { names: storyNames } } : {})
      addStoryWallet({ id: 'alpha', name: 'Alpha Wallet' })
      if (args.state === 'connecting') connectionState.status = 'connecting'
      if (args.state === 'connected' || args.state === 'noBalance') await connectStoryWallet({ id: 'beta' })
      if (args.state === 'noBalance') Object.assign(getActiveAccount(), { balance: undefined, balanceLoading: true })
      return {}
    },
  ],
  render: (_args, { globals }) => {
    const theme = globals.theme === 'light' ? 'light' : undefined
    return html`<div style="padding:16px">
      <agentry-connect-button theme=${ifDefined(theme)}></agentry-connect-button>
      <agentry-modal theme=${ifDefined(theme)}></agentry-modal>
    </div>`
  },
  parameters: {
    docs: {
      // Each state is a core state, and a press opens the modal over the page: each story has its own frame.
      story: { inline: false, height: '120px' },
      description: {
        component: `The header button of the spec: 'Connect wallet' opens the modal on Connect; once connected it shows the native balance with exactly 3 decimals and the shortened address (or the account's name and avatar, which it fetches from the names source: ENS on chain, the hosted service, or the dapp's own \`dataSources.names\`), and opens Account. It follows the core's state by itself. \`theme="light"\` for the light theme.

**Web component**

\`\`\`html
<agentry-connect-button></agentry-connect-button>
<agentry-modal></agentry-modal>
<script type="module">
  import '@agentry/modal-ui/register'
</script>
\`\`\`

**React**

\`\`\`tsx
import { AgentryConnectButton, AgentryModal } from '@agentry/modal-ui/react'

export function Header() {
  return (
    <header>
      <AgentryConnectButton theme="dark" />
      <AgentryModal />
    </header>
  )
}
\`\`\``,
      },
    },
  },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['disconnected', 'connecting', 'connected', 'noBalance'],
      description: 'Connection (a core state)',
    },
    named: {
      control: 'boolean',
      description: "The account's name and avatar (a names source passed to initModal's dataSources.names)",
    },
  },
  args: { state: 'disconnected', named: false },
} satisfies Meta<ConnectButtonArgs>
export default meta

type Story = StoryObj<ConnectButtonArgs>

export const Disconnected: Story = {}
export const Connecting: Story = { args: { state: 'connecting' } }
export const Connected: Story = { args: { state: 'connected' } }
export const ConnectedBalanceLoading: Story = { args: { state: 'noBalance' } }

/** Connected, with the account's name and its avatar instead of the short address. */
export const WithNameAndAvatar: Story = {
  args: { state: 'connected', named: true },
  // Walked and played on its own page. On the docs page, where every state's frame loads at once, it did
  // not finish in the Storybook walk (the cause is still open), so it is left off that page for now.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const button = await waitForElement(canvasElement, 'agentry-connect-button')
    await waitFor(() => expect(button.shadowRoot?.querySelector('.address')?.textContent).toBe(STORY_NAME))
    await expect(button.shadowRoot?.querySelector('img.avatar')?.getAttribute('src')).toBe(STORY_AVATAR)
  },
}

/** Flow: the button opens the modal on Connect, which lists the page's wallet. */
export const OpensConnect: Story = {
  play: async (context) => {
    await pressInStory(context.canvasElement, 'agentry-connect-button')
    await showsView(context, 'Connect')
    await expect(modalState.open).toBe(true)
  },
}

/** Flow: connected, the button opens the modal on Account. */
export const OpensAccount: Story = {
  args: { state: 'connected' },
  play: async (context) => {
    await pressInStory(context.canvasElement, 'agentry-connect-button')
    await showsView(context, 'Account')
    await waitFor(() => expect(routerState.view).toBe('Account'))
  },
}
