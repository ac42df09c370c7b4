import {
  addConnector,
  connect,
  createMockConnector,
  ethereumMainnet,
  getActiveAccount,
  initModal,
  resetAllState,
  createLocalDevChain,
  type CaipNetwork,
  type ModalOptions,
  type MockConnectorFeatures,
  type TokenBalance,
  type ViewName,
} from '@agentry/modal-core'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { viewRegistry } from '../shell/view-registry.js'
import { deepQuery } from '../testing/dom.js'

/*
 * How a view state becomes a story (see connect.stories.ts): `modalStory({ view, setup, act })`, where
 * `setup` calls `resetStory()`, puts the core in the state with its own actions (`connectStoryWallet`,
 * `openModal`, `pushView`) or by setting store fields, and `act` presses what a user would. The a11y scan
 * (e2e/storybook/a11y.spec.ts) finds every story in the build's index, so a new story is scanned at once.
 */

/**
 * Nothing listens on this port: every RPC call a view makes fails at once, on loopback, so no story
 * ever reaches the network. Balances and lists are put on the stores instead.
 */
const OFFLINE_RPC = 'http://127.0.0.1:9'

/** The local chain (1337), as the app's first network. */
export const storyLocalChain: CaipNetwork = createLocalDevChain({ rpcUrl: OFFLINE_RPC })
/** Ethereum (1), offline; swaps and the on-ramp only run on it. */
export const storyEthereum: CaipNetwork = { ...ethereumMainnet, rpcUrls: { default: { http: [OFFLINE_RPC] } } }

/** The account the story wallet exposes (anvil's first account). */
export const STORY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A receiver for the send stories. */
export const STORY_RECEIVER = '0x000000000000000000000000000000000000bEEF'
/** Id of the wallet `connectStoryWallet` adds. */
export const STORY_WALLET_ID = 'story-wallet'

/** Native ETH and USDC on the local chain, as the portfolio would list them. */
export const storyTokens: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1337',
    price: 3000,
    quantity: { decimals: '18', numeric: '1.2345' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1337',
    address: 'eip155:1337:0x5FbDB2315678afecb367f642d3e9d8723B6A0b15',
    price: 1,
    quantity: { decimals: '6', numeric: '250.5' },
    iconUrl: '',
  },
]

/** What `resetStory` configures; everything else is the core's default. */
export type ResetStoryParameters = Partial<ModalOptions>

/**
 * Puts the core back to a fresh app: every store reset, storage emptied, then `initModal` with the
 * offline local chain (and Ethereum) unless `options` say otherwise. Call it first in every story's setup.
 *
 * @example
 * await resetStory({ projectId: 'story-project' })
 */
export function resetStory(options: ResetStoryParameters = {}): void {
  resetAllState()
  localStorage.clear()
  initModal({
    networks: [storyLocalChain, storyEthereum],
    metadata: { name: 'Agentry', description: 'Agentry Storybook', url: 'http://127.0.0.1', icons: [] },
    // Hosted services (with a project id) are offline too: a story shows store state, never an answer.
    serviceUrls: { blockchainApi: OFFLINE_RPC, walletDirectory: OFFLINE_RPC, analytics: OFFLINE_RPC },
    ...options,
  })
}

/** The story wallet: its name, the chain it starts on, and failures to inject. */
export type AddStoryWalletParameters = {
  id?: string
  name?: string
  chainId?: number
  features?: MockConnectorFeatures
  /** The wallet never answers the connection request (the "connecting" state stays). */
  hang?: boolean
}

/**
 * Adds a mock wallet (from modal-core's `createMockConnector`) to the Connect view's list.
 *
 * @example
 * addStoryWallet({ name: 'Alpha Wallet', features: { connectError: true } })
 */
export function addStoryWallet({
  id = STORY_WALLET_ID,
  name = 'Story Wallet',
  chainId = 1337,
  features,
  hang,
}: AddStoryWalletParameters = {}): string {
  const connector = createMockConnector({ accounts: [STORY_ADDRESS], chainId, id, name, features })
  if (hang) {
    const answer = connector.provider.request
    connector.provider.request = (args) =>
      args.method === 'eth_requestAccounts' ? new Promise<never>(() => undefined) : answer(args)
  }
  addConnector(connector)
  return id
}

/**
 * Connects the story wallet and puts a known balance (and optionally tokens) on the account, in place of
 * the RPC answers a story cannot get.
 *
 * @example
 * await connectStoryWallet({ tokens: storyTokens })
 */
export async function connectStoryWallet({
  tokens,
  ...wallet
}: AddStoryWalletParameters & { tokens?: TokenBalance[] } = {}): Promise<void> {
  const id = addStoryWallet(wallet)
  await connect({ connectorId: id })
  // The core asks the (offline) RPC for the balance after connecting; let that fail first, or its
  // failure would overwrite the balance put here.
  await settle(() => {
    const account = getActiveAccount()
    return !account.balanceLoading && (account.balanceError !== undefined || account.balance !== undefined)
  })
  Object.assign(getActiveAccount(), {
    balance: '1.2345',
    balanceSymbol: 'ETH',
    balanceError: undefined,
    balanceLoading: false,
  })
  if (tokens)
    Object.assign(getActiveAccount(), {
      tokenBalance: tokens,
      tokenBalanceError: undefined,
      tokenBalanceLoading: false,
    })
}

/** Resolves once `done()` holds, or after `timeout` ms (a state that never settles is shown as it is). */
async function settle(done: () => boolean, timeout = 2000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
}

/**
 * Resolves once `find` returns an element under `root` (shadow roots included), or fails after `timeout` ms.
 *
 * @example
 * const row = await waitForElement(canvasElement, 'agentry-wallet-row')
 */
export async function waitForElement(root: ParentNode, selector: string, timeout = 5000): Promise<HTMLElement> {
  const deadline = Date.now() + timeout
  for (;;) {
    const found = deepQuery(root, selector)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`Story: nothing matches "${selector}" after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Presses the native button inside the first element matching `selector` (as a user's click would).
 *
 * @example
 * await pressInStory(canvasElement, 'agentry-wallet-row[data-connector-id="story-wallet"]')
 */
export async function pressInStory(root: ParentNode, selector: string): Promise<void> {
  const element = await waitForElement(root, selector)
  const button = element.shadowRoot?.querySelector('button') ?? element
  button.click()
}

/** One view state of the modal: how to put the core in it, and what a user does after it opens. */
export type ModalStoryParameters = {
  /** Resets and configures the core, connects, fills stores, opens the modal. Runs before rendering. */
  setup: () => Promise<void> | void
  /** The view the state shows; the story is ready once its element is rendered. */
  view: ViewName
  /** Steps after the modal shows (presses, typing); they finish when the state is on screen. */
  act?: (canvas: HTMLElement) => Promise<void>
}

/** The globals every story reads (the toolbar's theme and locale). */
type StoryGlobals = { theme?: string; locale?: string }

/**
 * A story of the real `<agentry-modal>` shell in one view state: `setup` runs as a loader, the modal
 * renders with the toolbar's theme, and the story finishes once the view is shown and `act` is done.
 *
 * @example
 * export const NoWallet = modalStory({ view: 'Connect', setup: async () => { resetStory(); await openModal({ view: 'Connect' }) } })
 */
export function modalStory({ setup, view, act }: ModalStoryParameters) {
  return {
    loaders: [
      async () => {
        await setup()
        return {}
      },
    ],
    parameters: { layout: 'fullscreen' },
    render: (_args: unknown, { globals }: { globals: StoryGlobals }) =>
      html`<agentry-modal theme=${ifDefined(globals.theme === 'light' ? 'light' : undefined)}></agentry-modal>`,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const tag = viewRegistry[view]?.tag
      if (!tag) throw new Error(`Story: the shell renders no "${view}" view`)
      await waitForElement(canvasElement, tag)
      await act?.(canvasElement)
    },
  }
}
