import { openModal } from '@agentry/modal-core'
import { activityState } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { storyTransactions } from './story-data.js'
import { connectStoryWallet, resetStory, STORY_ADDRESS } from './story-state.js'

type ActivityArgs = {
  /**
   * Asking, nothing yet, a failure, a page with more to load, the last page, a partial history (a node
   * without the Otterscan API: recent transfers only), or the hosted history picked with no project id.
   */
  state: 'loading' | 'empty' | 'error' | 'more' | 'last' | 'partial' | 'noProjectId'
}

async function setup(args: ActivityArgs): Promise<void> {
  resetStory(
    args.state === 'noProjectId'
      ? { dataSources: { activity: 'hosted' } }
      : args.state === 'partial'
        ? {}
        : { projectId: 'story-project' },
  )
  await connectStoryWallet()
  const at = { address: STORY_ADDRESS, caipNetworkId: 'eip155:1337' }
  const states = {
    loading: { loading: true },
    empty: { pagesLoaded: 1, empty: true },
    error: { pagesLoaded: 1, error: 'Failed to fetch transactions', errorCode: 'TRANSACTIONS_FETCH_FAILED' },
    more: { pagesLoaded: 1, next: 'page-2', transactions: storyTransactions },
    last: { pagesLoaded: 1, transactions: storyTransactions },
    partial: { pagesLoaded: 1, transactions: storyTransactions, partial: true },
    // Asked for real: the hosted history with no project id answers with the feature's own message.
    noProjectId: {},
  } as const
  if (args.state !== 'noProjectId') Object.assign(activityState, at, states[args.state])
  await openModal({ view: 'Activity' })
}

// Activity on its own (the Account view shows the same list in its Activity tab).
const meta = {
  title: 'Views/Activity',
  ...modalViewMeta<ActivityArgs>({
    view: 'Activity',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Activity',
      "The account's transactions by month: from the hosted history service with a project id, else from the network's own node (its Otterscan API, or its recent ERC-20 transfers, which the view marks as partial). The Account view shows the same list in its Activity tab.",
    ),
  ),
  argTypes: {
    state: {
      control: 'select',
      options: ['loading', 'empty', 'error', 'more', 'last', 'partial', 'noProjectId'],
      description: 'The history source',
    },
  },
  args: { state: 'more' },
} satisfies Meta<ActivityArgs>
export default meta

type Story = StoryObj<ActivityArgs>

export const MoreToLoad: Story = {}
export const LastPage: Story = { args: { state: 'last' } }
export const PartialHistory: Story = { args: { state: 'partial' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Empty: Story = { args: { state: 'empty' } }
export const FetchError: Story = { args: { state: 'error' } }
export const WithoutProjectId: Story = { args: { state: 'noProjectId' } }
