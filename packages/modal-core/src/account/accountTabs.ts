import { getActiveChain } from '../chain/chainState.js'

/**
 * The tabs of the Account view, in order (spec section 2).
 *
 * @example
 * ACCOUNT_TABS[getActiveAccount().currentTab] // 'Tokens'
 */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const

export type AccountTab = (typeof ACCOUNT_TABS)[number]

/**
 * Selects an Account tab of the active namespace; kept in `accountState.currentTab` so the view opens
 * on it again.
 *
 * @example
 * setAccountTab('Activity')
 */
export function setAccountTab(tab: AccountTab): void {
  const index = ACCOUNT_TABS.indexOf(tab)
  if (index >= 0) getActiveChain().accountState.currentTab = index
}
