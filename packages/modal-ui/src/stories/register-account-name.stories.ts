import { openModal, pushView } from '@agentry/modal-core'
import { namesState } from '@agentry/modal-core/names'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { connectStoryWallet, resetStory } from './story-state.js'

type NameArgs = {
  /** The form, or the success view after registering. */
  step: 'form' | 'success'
  /** What the user typed (the label, without the zone). */
  query: string
  /** Where the form stands: nothing asked yet, checking, suggestions, taken, a failure, registering, signing. */
  state: 'idle' | 'checking' | 'suggestions' | 'taken' | 'error' | 'registering' | 'signing'
}

async function setup(args: NameArgs): Promise<void> {
  resetStory({ projectId: 'story-project' })
  await connectStoryWallet({ chainId: 1 })
  if (args.step === 'success') {
    namesState.registeredName = `${args.query || 'alice'}.reown.id`
    await openModal({ view: 'RegisterAccountNameSuccess' })
    return
  }
  await openModal()
  const label = args.query
  const suggestions = [
    { name: `${label}.reown.id`, registered: args.state === 'taken' },
    { name: `${label}1.reown.id`, registered: false },
    { name: `${label}-eth.reown.id`, registered: false },
  ]
  Object.assign(namesState, {
    query: label,
    suggestions: ['suggestions', 'taken', 'registering', 'signing'].includes(args.state) ? suggestions : [],
    loadingSuggestions: args.state === 'checking',
    error: args.state === 'error' ? 'Error fetching name suggestions' : undefined,
    registering: args.state === 'registering' || args.state === 'signing',
    step: args.state === 'signing' ? 'signing' : args.state === 'registering' ? 'registering' : 'idle',
  })
  pushView('RegisterAccountName')
}

// Choosing an account name (needs a project id), and the success view after it.
const meta = {
  title: 'Views/RegisterAccountName',
  ...modalViewMeta<NameArgs>({
    view: (args) => (args.step === 'success' ? 'RegisterAccountNameSuccess' : 'RegisterAccountName'),
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'RegisterAccountName',
      "Choose a name for the account in the app's name zone (needs a project id): suggestions while typing, then a signature. Reached from the Account view's 'Choose a name' link.",
    ),
  ),
  argTypes: {
    step: { control: 'inline-radio', options: ['form', 'success'], description: 'Form or success' },
    query: { control: 'text', description: 'The name typed' },
    state: {
      control: 'select',
      options: ['idle', 'checking', 'suggestions', 'taken', 'error', 'registering', 'signing'],
      description: 'Where the form stands',
    },
  },
  args: { step: 'form', query: '', state: 'idle' },
} satisfies Meta<NameArgs>
export default meta

type Story = StoryObj<NameArgs>

export const Empty: Story = {}
export const Checking: Story = { args: { query: 'alice', state: 'checking' } }
export const Suggestions: Story = { args: { query: 'alice', state: 'suggestions' } }
export const Taken: Story = { args: { query: 'alice', state: 'taken' } }
export const SuggestionsFailed: Story = { args: { query: 'alice', state: 'error' } }
export const Signing: Story = { args: { query: 'alice', state: 'signing' } }
export const Registering: Story = { args: { query: 'alice', state: 'registering' } }
export const Success: Story = { args: { step: 'success', query: 'alice' } }
