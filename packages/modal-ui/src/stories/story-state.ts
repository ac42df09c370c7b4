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
} from '@agentry/modal-core'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bundledTokenIcon } from '../icons/token-icons.js'
import { deepQuery, deepText } from '../testing/dom.js'
import { OFFLINE_ORIGIN } from './offline-services.js'

/*
 * The core states stories are built from: a fresh app (`resetStory`), mock wallets (`addStoryWallet`,
 * `connectStoryWallet`) and known balances and tokens. modal-story.ts turns a state into a story.
 */

/**
 * Every RPC call a view makes fails at once, answered in the page (see offline-services.ts), so no story
 * ever reaches the network. Balances and lists are put on the stores instead.
 */
const OFFLINE_RPC = OFFLINE_ORIGIN

/** The local chain (1337), as the app's first network. */
export const storyLocalChain: CaipNetwork = createLocalDevChain({ rpcUrl: OFFLINE_RPC })
/** Ethereum (1), offline; swaps and the on-ramp only run on it. */
export const storyEthereum: CaipNetwork = { ...ethereumMainnet, rpcUrls: { default: { http: [OFFLINE_RPC] } } }

/** The account the story wallet signs with: anvil's first account, whose key is public. */
const STORY_ACCOUNT = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
/** The account the story wallet exposes. */
export const STORY_ADDRESS = STORY_ACCOUNT.address
/** A receiver for the send stories. */
export const STORY_RECEIVER = '0x000000000000000000000000000000000000bEEF'
/** Id of the wallet `connectStoryWallet` adds. */
export const STORY_WALLET_ID = 'story-wallet'

/**
 * Native ETH and USDC on the local chain, as the portfolio would list them. Their icons are our bundled
 * ones: with a project id an empty icon would be asked of the (offline) hosted image endpoint.
 */
export const storyTokens: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1337',
    price: 3000,
    quantity: { decimals: '18', numeric: '1.2345' },
    iconUrl: bundledTokenIcon('ETH'),
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1337',
    address: 'eip155:1337:0x5FbDB2315678afecb367f642d3e9d8723B6A0b15',
    price: 1,
    quantity: { decimals: '6', numeric: '250.5' },
    iconUrl: bundledTokenIcon('USDC'),
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
  /** A request the wallet never answers: the connection, or a network switch (the "busy" state stays). */
  hangOn?: 'eth_requestAccounts' | 'wallet_switchEthereumChain'
  /** The wallet's icon (a data URL: stories load nothing). */
  imageUrl?: string
}

/**
 * Adds a mock wallet (from modal-core's `createMockConnector`) to the Connect view's list.
 *
 * @example
 * addStoryWallet({ name: 'Alpha Wallet', features: { connectError: true } })
 * addStoryWallet({ name: 'Slow Wallet', hangOn: 'eth_requestAccounts' })
 */
export function addStoryWallet({
  id = STORY_WALLET_ID,
  name = 'Story Wallet',
  chainId = 1337,
  features,
  hangOn,
  imageUrl,
}: AddStoryWalletParameters = {}): string {
  const connector = createMockConnector({ accounts: [STORY_ADDRESS], chainId, id, name, features })
  const answer = connector.provider.request
  connector.provider.request = async (args) => {
    if (args.method === hangOn) return new Promise<never>(() => undefined)
    // The mock connector signs nothing; the story wallet signs messages with anvil's first (public) key,
    // so a sign-in story verifies a real signature.
    if (args.method === 'personal_sign' && !features?.rejectSignature) {
      const [message] = args.params as [Hex, string]
      return STORY_ACCOUNT.signMessage({ message: { raw: message } })
    }
    return answer(args)
  }
  if (imageUrl) connector.imageUrl = imageUrl
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
  // Through storybook/test, so the press shows as a step in the Interactions panel.
  await userEvent.click(button)
}

/**
 * Types `text` into the first field matching `selector` (shadow roots included), as a user would.
 *
 * @example
 * await typeInStory(canvasElement, 'input[name="amount"]', '0.5')
 */
export async function typeInStory(root: ParentNode, selector: string, text: string): Promise<void> {
  const field = (await waitForElement(root, selector)) as HTMLInputElement
  // Typed over what the field holds (user-event's clear() cannot see focus inside a shadow root).
  await userEvent.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length })
}

/**
 * Waits until the text a user sees under `root` contains `text` (fails the story's play after 5 s).
 *
 * @example
 * await showsText(canvasElement, 'Please enter a valid amount and receiver address')
 */
export async function showsText(root: Node, text: string): Promise<void> {
  await waitFor(() => expect(deepText(root)).toContain(text), { timeout: 5000 })
}
