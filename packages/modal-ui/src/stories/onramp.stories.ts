import { openModal, pushView } from '@agentry/modal-core'
import { onrampState } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { expect, waitFor } from 'storybook/test'
import { modalViewMeta, viewParameters, showsView, viewUsage } from './modal-story.js'
import { OFFLINE_ORIGIN, STORY_IMAGES_ORIGIN } from './offline-services.js'
import { connectStoryWallet, resetStory, typeInStory, waitForElement } from './story-state.js'

type OnrampArgs = {
  /** Loading the options, the options (the service is offline: the built-in sample), or off (no project id). */
  state: 'loading' | 'options' | 'unavailable'
  /** The currencies' images: the hosted ones (a stand-in answered in the page), or our icons (service offline). */
  images: 'hosted' | 'offline'
}

async function setup(args: OnrampArgs): Promise<void> {
  const walletDirectory = args.images === 'hosted' ? STORY_IMAGES_ORIGIN : OFFLINE_ORIGIN
  const serviceUrls = { blockchainApi: OFFLINE_ORIGIN, walletDirectory, analytics: OFFLINE_ORIGIN }
  resetStory(args.state === 'unavailable' ? {} : { projectId: 'story-project', serviceUrls })
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
    images: { control: 'inline-radio', options: ['hosted', 'offline'], description: 'Currency images' },
  },
  args: { state: 'options', images: 'offline' },
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

/** An amount under the card's limit: the core's message under the form, and Continue stays off. */
export const AmountOutOfLimits: Story = {
  play: async (context) => {
    const view = await showsView(context, 'OnRamp')
    await typeInStory(context.canvasElement, 'input[name="amount"]', '5')
    await waitForElement(view, 'form agentry-inline-error')
    await waitFor(() =>
      expect(view.shadowRoot?.querySelector('[data-action="continue"]')?.hasAttribute('disabled')).toBe(true),
    )
  },
}

/** The view's images: the chosen currency's `<img>` beside its select. */
const currencyImage = (view: HTMLElement, field: string) =>
  view.shadowRoot?.querySelector(`[name="${field}"]`)?.parentElement?.querySelector('img')

/** With a project id, the chosen currencies show the hosted images (here a stand-in, the rounded squares). */
export const HostedImages: Story = {
  args: { images: 'hosted' },
  play: async (context) => {
    const view = await showsView(context, 'OnRamp')
    await waitFor(() => expect(currencyImage(view, 'purchase')?.getAttribute('src')).toMatch(/^blob:/))
    await waitFor(() => expect(currencyImage(view, 'payment')?.getAttribute('src')).toMatch(/^blob:/))
  },
}

/** The image service is down: our bundled icons stay, for the currencies and the providers. */
export const BundledImagesWhenOffline: Story = {
  args: { images: 'offline' },
  play: async (context) => {
    const view = await showsView(context, 'OnRamp')
    await waitForElement(view, '.provider img')
    const sources = [...(view.shadowRoot?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('src'))
    // Two currencies and two providers, every one a bundled icon.
    expect(sources).toHaveLength(4)
    for (const src of sources) expect(src).toMatch(/^data:image\/svg\+xml,/)
  },
}
