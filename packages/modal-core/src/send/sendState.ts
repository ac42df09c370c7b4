import type { TokenBalance } from '../balance/tokenBalance.js'
import { createStore } from '../utils/createStore.js'

/** The send form (spec section 3, "Send state"). Amounts are decimal strings in whole units. */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  /** Wei (or the namespace's smallest unit) as a decimal string. */
  gasPrice: string | undefined
  gasPriceInUSD: number | undefined
  /**
   * The send's whole network fee in the native currency's smallest unit, where the wallet's adapter
   * prices the transaction itself (solana: lamports); undefined while unread and on eip155.
   */
  fee: string | undefined
  /** The fee could not be read (an RPC error, or no answer within the bound): the preview says so. */
  feeUnavailable: boolean
  networkBalanceInUSD: string | undefined
  loading: boolean
  tokenBalances: TokenBalance[]
  /** When the token balances were last requested (ms since epoch), for the retry rules. */
  lastRetry: number | undefined
}

const store = /* @__PURE__ */ createStore<SendState>({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  fee: undefined,
  feeUnavailable: false,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
})

/**
 * The send form's state.
 *
 * @example
 * sendState.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
 */
export const sendState: SendState = store.state

/**
 * Clears the send form: on disconnect and when the active network moves to another namespace.
 *
 * @example
 * resetSendState()
 */
export const resetSendState: () => void = store.reset
