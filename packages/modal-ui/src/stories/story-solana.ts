import {
  addConnector,
  connect,
  getActiveAccount,
  solanaDevnet,
  solanaMainnet,
  type CaipNetwork,
  type TokenBalance,
} from '@agentry/modal-core'
import { createSolanaAdapter, type StandardWallet } from '@agentry/modal-core/solana'
import { OFFLINE_ORIGIN } from './offline-services.js'

/*
 * The Solana states stories are built from: Solana's networks (offline, as every story RPC) and a Wallet
 * Standard wallet connected through the real Solana adapter. Nothing is signed: the stories show states.
 */

const offline = (network: CaipNetwork): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: [OFFLINE_ORIGIN] } },
})
/** Solana mainnet and devnet, offline. */
export const storySolana: CaipNetwork = offline(solanaMainnet)
export const storySolanaDevnet: CaipNetwork = offline(solanaDevnet)

/** The story Solana account: the public key 0x01…0x20, whose base58 address this is. */
export const STORY_SOLANA_ADDRESS = '4wBqpZM9xaSheZzJSMawUKKwhdpChKbZ5eu5ky4Vigw'
/** A Solana receiver for the send stories. */
export const STORY_SOLANA_RECEIVER = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
/** Id of the wallet `connectStorySolanaWallet` adds. */
export const STORY_SOLANA_WALLET_ID = 'wallet-standard:Story Solana Wallet'

/** The SOL the story account holds, as the adapter reads it (price 0: no hosted price on Solana here). */
export const storySol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: storySolana.caipNetworkId,
  price: 0,
  quantity: { decimals: '9', numeric: '1.5' },
  iconUrl: '',
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%239F7CFF'/%3E%3C/svg%3E"

/** A Wallet Standard wallet that connects the story account and signs nothing. */
function storySolanaWallet(): StandardWallet {
  const account = {
    address: STORY_SOLANA_ADDRESS,
    publicKey: Uint8Array.from({ length: 32 }, (_, index) => index + 1),
    chains: ['solana:mainnet', 'solana:devnet'],
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
  let accounts: (typeof account)[] = []
  return {
    version: '1.0.0',
    name: 'Story Solana Wallet',
    icon: ICON,
    chains: account.chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { connect: async () => ({ accounts: (accounts = [account]) }) },
      'standard:disconnect': { disconnect: async () => void (accounts = []) },
    },
  }
}

/**
 * Connects the story Solana wallet through the Solana adapter (on the first Solana network of the app) and
 * puts a known SOL balance on the account, in place of the RPC answer a story cannot get.
 *
 * @example
 * resetStory({ networks: [storySolana] })
 * await connectStorySolanaWallet()
 */
export async function connectStorySolanaWallet(): Promise<void> {
  addConnector({
    id: STORY_SOLANA_WALLET_ID,
    name: 'Story Solana Wallet',
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: ICON,
    adapter: createSolanaAdapter({ wallet: storySolanaWallet() }),
  })
  await connect({ connectorId: STORY_SOLANA_WALLET_ID })
  // The balance read from the (offline) RPC fails first, or its failure would overwrite the balance put here.
  const deadline = Date.now() + 2000
  const settled = () => {
    const account = getActiveAccount()
    return !account.balanceLoading && (account.balanceError !== undefined || account.balance !== undefined)
  }
  while (!settled() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  Object.assign(getActiveAccount(), {
    balance: storySol.quantity.numeric,
    balanceSymbol: 'SOL',
    balanceError: undefined,
    balanceLoading: false,
    tokenBalance: [storySol],
    tokenBalanceError: undefined,
    tokenBalanceLoading: false,
  })
}
