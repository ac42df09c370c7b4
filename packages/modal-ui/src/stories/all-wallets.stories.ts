import { openModal } from '@agentry/modal-core'
import { walletDirectoryState } from '@agentry/modal-core/features'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { picture } from './story-data.js'
import { addStoryWallet, resetStory } from './story-state.js'

type AllWalletsArgs = {
  /** The directory's answer: loading, a failure, wallets, none; or no directory at all (no project id). */
  state: 'loading' | 'error' | 'list' | 'empty' | 'noProjectId'
  /** How many wallets the directory lists. */
  count: number
  /** A search typed, with its results (or none). */
  search: string
}

const COLOURS = ['#3b6df2', '#7b61ff', '#ff7a59', '#26a269', '#c061cb', '#e5a50a']

/** Directory records as the wallet directory would answer, with icons as data URLs. */
const directoryWallets = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: `Wallet ${index + 1}`,
    image_id: '',
    image_url: picture(COLOURS[index % COLOURS.length]!, String(index + 1)),
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    badge_type: index % 3 === 0 ? 'certified' : undefined,
  }))

async function setup(args: AllWalletsArgs): Promise<void> {
  resetStory(args.state === 'noProjectId' ? {} : { projectId: 'story-project' })
  addStoryWallet({ id: 'alpha', name: 'Alpha Wallet' })
  const wallets = args.state === 'list' ? directoryWallets(args.count) : []
  // The view asks the directory only for a page it does not have: these fields answer in its place.
  if (args.state !== 'noProjectId')
    Object.assign(walletDirectoryState, {
      available: true,
      featured: directoryWallets(1),
      loading: args.state === 'loading',
      page: args.state === 'loading' ? 0 : 1,
      wallets,
      count: wallets.length,
      error: args.state === 'error' ? 'HTTP status code: 503' : undefined,
      searchQuery: args.search,
      searchResults: wallets.filter((wallet) => wallet.name.toLowerCase().includes(args.search.toLowerCase())),
    })
  await openModal({ view: 'AllWallets' })
}

// AllWallets: the installed wallets and the wallet directory's list, with search.
const meta = {
  title: 'Views/AllWallets',
  ...modalViewMeta<AllWalletsArgs>({
    view: 'AllWallets',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'AllWallets',
      "The installed wallets and the hosted wallet directory's list (needs a project id), 40 a page, with search. The Connect view's 'All wallets' row opens it.",
    ),
  ),
  argTypes: {
    state: {
      control: 'select',
      options: ['loading', 'error', 'list', 'empty', 'noProjectId'],
      description: "The directory's answer",
    },
    count: { control: { type: 'range', min: 1, max: 40, step: 1 }, description: 'Wallets listed' },
    search: { control: 'text', description: 'Search typed' },
  },
  args: { state: 'list', count: 8, search: '' },
} satisfies Meta<AllWalletsArgs>
export default meta

type Story = StoryObj<AllWalletsArgs>

export const List: Story = {}
export const Loading: Story = { args: { state: 'loading' } }
export const DirectoryError: Story = { args: { state: 'error' } }
export const Empty: Story = { args: { state: 'empty' } }
export const SearchResults: Story = { args: { search: 'Wallet 1' } }
export const SearchNoResults: Story = { args: { search: 'Nope' } }
export const InstalledOnlyWithoutProjectId: Story = { args: { state: 'noProjectId' } }
