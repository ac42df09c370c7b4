import { getActiveChain, type AccountState } from './chainState.js'

/**
 * The account state of the active namespace.
 *
 * @example
 * const { address, balance, balanceSymbol } = getActiveAccount()
 */
export function getActiveAccount(): AccountState {
  return getActiveChain().accountState
}
