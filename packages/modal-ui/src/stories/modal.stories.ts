import { createSiweConfig, modalState, openModal } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { expect, userEvent, waitFor } from 'storybook/test'
import { showsView } from './modal-story.js'
import { addStoryWallet, connectStoryWallet, pressInStory, resetStory, waitForElement } from './story-state.js'

type ModalArgs = {
  /** A connected wallet that must still sign in: closing is refused (the card shakes). */
  signInRequired: boolean
}

/** `<agentry-modal>`: the overlay and the 360px card that shows the core's current view. */
const meta = {
  title: 'Components/Modal',
  component: 'agentry-modal',
  loaders: [
    async ({ args }) => {
      resetStory(
        args.signInRequired
          ? {
              siwx: createSiweConfig({
                required: true,
                getNonce: async () => 'storynonce1',
                getSession: async () => null,
                verifyMessage: async () => false,
                signOut: async () => undefined,
              }),
            }
          : {},
      )
      addStoryWallet({ id: 'alpha', name: 'Alpha Wallet' })
      if (args.signInRequired) await connectStoryWallet({ id: 'beta' })
      await openModal(args.signInRequired ? { view: 'SIWXSignMessage' } : { view: 'Connect' })
      return {}
    },
  ],
  render: (_args, { globals }) =>
    html`<agentry-modal theme=${ifDefined(globals.theme === 'light' ? 'light' : undefined)}></agentry-modal>`,
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, height: '640px' },
      description: {
        component: `The wallet modal: an overlay with a 360px dialog showing the router view of \`@agentry/modal-core\`. It opens and closes with the core (\`openModal\`, \`closeModal\`); Back calls \`goBack()\`; Close, Escape and a click on the overlay close it, and the card shakes when closing is refused (a required sign-in). Focus stays inside while open and returns to the opener. Views load on first use. \`theme="light"\` for light, \`locale="de"\` for German.

**Web component**

\`\`\`html
<agentry-modal theme="light"></agentry-modal>
<script type="module">
  import { initModal, openModal, ethereumMainnet } from '@agentry/modal-core'
  import '@agentry/modal-ui/register'
  initModal({ networks: [ethereumMainnet], metadata: { name: 'My dapp', description: '', url: location.origin, icons: [] } })
  document.querySelector('#connect').addEventListener('click', () => openModal())
</script>
\`\`\`

**React**

\`\`\`tsx
import { AgentryModal, useModal } from '@agentry/modal-ui/react'

export function App() {
  const { open } = useModal()
  return (
    <>
      <button onClick={() => open()}>Connect</button>
      <AgentryModal theme="light" onOpenChange={(event) => console.info(event.detail.open)} />
    </>
  )
}
\`\`\``,
      },
    },
  },
  argTypes: { signInRequired: { control: 'boolean', description: 'A sign-in is required (close is refused)' } },
  args: { signInRequired: false },
} satisfies Meta<ModalArgs>
export default meta

type Story = StoryObj<ModalArgs>

export const Open: Story = { play: (context) => showsView(context, 'Connect').then(() => undefined) }

/** Flow: Escape closes the modal. */
export const EscapeCloses: Story = {
  play: async (context) => {
    await showsView(context, 'Connect')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(modalState.open).toBe(false))
    // Open again for the rest of the story's checks (a story ends with something on screen).
    await openModal({ view: 'Connect' })
    await showsView(context, 'Connect')
  },
}

/** Flow: with a required sign-in pending, Close is refused and the card shakes. */
export const RefusedCloseShakes: Story = {
  args: { signInRequired: true },
  play: async (context) => {
    await showsView(context, 'SIWXSignMessage')
    await pressInStory(context.canvasElement, 'agentry-icon-button[icon="close"]')
    await waitForElement(context.canvasElement, 'agentry-modal[shake]')
    await expect(modalState.open).toBe(true)
  },
}

/**
 * On a phone (under 640 px wide) the modal is a bottom sheet: full width, anchored at the bottom, padded
 * clear of the home indicator, with a drag handle; swiping the handle or the header down closes it.
 */
export const BottomSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // A phone-sized story: the docs page's desktop column cannot show it as a phone, so it is left off that
  // page and shown (and played) on its own with the phone viewport.
  tags: ['!autodocs'],
  play: async (context) => {
    await showsView(context, 'Connect')
    const modal = context.canvasElement.querySelector('agentry-modal')!
    const handle = modal.shadowRoot!.querySelector<HTMLElement>('.handle')!
    const card = modal.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')!
    // The story's frame is a phone in the manager; opened alone it is whatever size the window is.
    // The sheet's styles load on their own once the frame is phone-sized: wait for them, not one frame.
    if (window.matchMedia('(max-width: 639px)').matches) {
      await waitFor(() => expect(getComputedStyle(handle).display).toBe('block'))
      await waitFor(() => expect(Math.round(card.getBoundingClientRect().bottom)).toBe(window.innerHeight))
    } else {
      await waitFor(() => expect(getComputedStyle(handle).display).toBe('none'))
    }
  },
}
