import { openModal, pushView } from '@agentry/modal-core'
import { onrampState } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { connectStoryWallet, resetStory, typeInStory, waitForElement } from './story-state.js'

type OnrampArgs = {
  /** Loading the options, the options (the service is offline: the built-in sample), or off (no project id). */
  state: 'loading' | 'options' | 'unavailable'
}

async function setup(args: OnrampArgs): Promise<void> {
  resetStory(args.state === 'unavailable' ? {} : { projectId: 'story-project' })
  await connectStoryWallet({ chainId: 1 })
  await openModal()
  // Loading, so the view does not ask: the spinner stays.
  if (args.state === 'loading') onrampState.loading = true
  pushView('OnRamp')
}

// Buy crypto (the on-ramp): amount, currency, payment method and provider, with a quote.
const meta = {
  title: 'Views/OnRamp',
  ...modalViewMeta<OnrampArgs>({
    view: 'OnRamp',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'OnRamp',
      "Buy crypto with a card or bank transfer through one of the on-ramp providers (needs a project id). Reached from the Account view's Buy action.",
    ),
  ),
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'options', 'unavailable'], description: 'Options' },
  },
  args: { state: 'options' },
} satisfies Meta<OnrampArgs>
export default meta

type Story = StoryObj<OnrampArgs>

/** The service is offline, so the view falls back to the built-in sample options, as it would in an app. */
export const Options: Story = {}
export const Loading: Story = { args: { state: 'loading' } }
export const UnavailableWithoutProjectId: Story = { args: { state: 'unavailable' } }

/** An amount typed: the quote (an estimate, as the service is offline) with the provider's fees. */
export const Quote: Story = {
  play: async (context) => {
    await showsView(context, 'OnRamp')
    await typeInStory(context.canvasElement, 'input[name="amount"]', '100')
    await waitForElement(context.canvasElement, '[data-testid="quote"]')
  },
}
