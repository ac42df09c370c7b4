import { getActiveAccount, openModal, setAccountTab, type AccountTab } from '@agentry/modal-core'
import { activityState, FeatureUnavailableError, nftsState } from '@agentry/modal-core/features'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '@agentry/modal-core/frame'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { STORY_AVATAR, storyNfts, storyTransactions } from './story-data.js'
import { connectStoryWallet, resetStory, STORY_ADDRESS, storyTokens } from './story-state.js'

/** Where a list of the Account view stands: asking, answered with nothing, failed, or answered. */
type ListState = 'loading' | 'empty' | 'error' | 'loaded'

type AccountArgs = {
  tab: AccountTab
  balance: 'loading' | 'error' | 'loaded'
  tokens: Exclude<ListState, 'empty'>
  nfts: ListState
  activity: ListState | 'unavailable'
  /** A name (ENS or the account service's) shown instead of the address. */
  profileName: string
  /** The name's avatar (ENSIP-12), shown beside it. */
  profileImage: string
  /** A project id turns on hosted features ('Choose a name' and the account actions that need it). */
  projectId: boolean
  /** Connected through the embedded wallet (email, social or passkey login): 'Export wallet' is offered. */
  embeddedWallet: boolean
}

/** The Account view's stores in the state the args describe (the views then ask nothing). */
async function setup(args: AccountArgs): Promise<void> {
  resetStory(args.projectId ? { projectId: 'story-project' } : {})
  await connectStoryWallet({
    ...(args.tokens === 'loaded' ? { tokens: storyTokens } : {}),
    ...(args.embeddedWallet ? { id: EMBEDDED_WALLET_CONNECTOR_ID, name: 'Email' } : {}),
  })
  const account = getActiveAccount()
  if (args.balance === 'loading') Object.assign(account, { balance: undefined, balanceLoading: true })
  if (args.balance === 'error')
    Object.assign(account, { balance: undefined, balanceError: 'Token Balance Unavailable', balanceLoading: false })
  if (args.tokens === 'loading') account.tokenBalanceLoading = true
  // Not loading, so the view does not ask again: the failure is what the store holds.
  if (args.tokens === 'error')
    Object.assign(account, { tokenBalance: [], tokenBalanceError: 'Balance unavailable', tokenBalanceLoading: false })
  if (args.profileName) account.profileName = args.profileName
  if (args.profileImage) account.profileImage = args.profileImage

  const at = { address: STORY_ADDRESS, caipNetworkId: 'eip155:1337' }
  const nfts = {
    loading: { loading: true },
    empty: { loaded: true, nfts: [] },
    error: { loaded: true, error: 'Failed to fetch transactions', errorCode: 'TRANSACTIONS_FETCH_FAILED' },
    loaded: { loaded: true, nfts: storyNfts },
  } as const
  Object.assign(nftsState, at, nfts[args.nfts])
  const activity = {
    loading: { loading: true },
    empty: { pagesLoaded: 1, empty: true },
    error: { pagesLoaded: 1, error: 'Failed to fetch transactions', errorCode: 'TRANSACTIONS_FETCH_FAILED' },
    unavailable: {
      pagesLoaded: 1,
      error: new FeatureUnavailableError({ feature: 'history' }).message,
      errorCode: 'FEATURE_UNAVAILABLE',
    },
    loaded: { pagesLoaded: 1, next: 'page-2', transactions: storyTransactions },
  } as const
  Object.assign(activityState, at, activity[args.activity])
  setAccountTab(args.tab)
  await openModal()
}

// The Account view of a connected wallet: identity, balance, network, the account actions, and the Tokens, NFTs and
// Activity tabs. Each list has its loading, empty, error and loaded state.
const meta = {
  title: 'Views/Account',
  ...modalViewMeta<AccountArgs>({
    view: 'Account',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'Account',
      'The connected account: identity, balance, network, the account actions and the Tokens, NFTs and Activity tabs. The modal opens on it by itself when a wallet is connected.',
    ),
  ),
  argTypes: {
    tab: { control: 'inline-radio', options: ['Tokens', 'NFTs', 'Activity'], description: 'The selected tab' },
    balance: { control: 'inline-radio', options: ['loading', 'error', 'loaded'], description: 'Native balance' },
    tokens: { control: 'inline-radio', options: ['loading', 'error', 'loaded'], description: 'Tokens tab' },
    nfts: { control: 'inline-radio', options: ['loading', 'empty', 'error', 'loaded'], description: 'NFTs tab' },
    activity: {
      control: 'inline-radio',
      options: ['loading', 'empty', 'error', 'unavailable', 'loaded'],
      description: 'Activity tab',
    },
    profileName: { control: 'text', description: 'Name shown instead of the address' },
    profileImage: { control: 'text', description: "The name's avatar (an image URL)" },
    projectId: { control: 'boolean', description: 'A project id is configured' },
    embeddedWallet: { control: 'boolean', description: "Connected through the embedded wallet ('Export wallet')" },
  },
  args: {
    tab: 'Tokens',
    balance: 'loaded',
    tokens: 'loaded',
    nfts: 'loaded',
    activity: 'loaded',
    profileName: '',
    profileImage: '',
    projectId: false,
    embeddedWallet: false,
  },
} satisfies Meta<AccountArgs>
export default meta

type Story = StoryObj<AccountArgs>

export const Tokens: Story = {}
export const TokensLoading: Story = { args: { tokens: 'loading' } }
export const TokenBalanceUnavailable: Story = { args: { tokens: 'error' } }
export const BalanceLoading: Story = { args: { balance: 'loading' } }
export const BalanceUnavailable: Story = { args: { balance: 'error' } }
export const WithName: Story = { args: { profileName: 'alice.eth' } }
/** A primary ENS name with its avatar record (read on chain with no project id). */
export const WithNameAndAvatar: Story = { args: { profileName: 'alice.eth', profileImage: STORY_AVATAR } }
export const WithProjectId: Story = { args: { projectId: true } }
/** An account of the embedded wallet: 'Export wallet' asks the wallet's frame to show the recovery phrase. */
export const EmbeddedWallet: Story = { args: { embeddedWallet: true } }
export const NftsLoading: Story = { args: { tab: 'NFTs', nfts: 'loading' } }
export const NftsEmpty: Story = { args: { tab: 'NFTs', nfts: 'empty' } }
export const NftsError: Story = { args: { tab: 'NFTs', nfts: 'error' } }
export const NftsGrid: Story = { args: { tab: 'NFTs' } }
export const ActivityLoading: Story = { args: { tab: 'Activity', activity: 'loading' } }
export const ActivityEmpty: Story = { args: { tab: 'Activity', activity: 'empty' } }
export const ActivityError: Story = { args: { tab: 'Activity', activity: 'error' } }
export const ActivityUnavailable: Story = { args: { tab: 'Activity', activity: 'unavailable' } }
export const ActivityList: Story = { args: { tab: 'Activity' } }
