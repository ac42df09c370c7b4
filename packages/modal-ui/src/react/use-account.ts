import { chainState, connectionState, type CaipAddress, type ConnectionStatus } from '@agentry/modal-core'
import { useSnapshot } from 'valtio/react'
// The main entry, not its files: the React entry is built with `../` imports left to dist/index.js.
import { formatAmount, localeState } from '../index.js'

/** What {@link useAccount} returns. */
export type UseAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  /** Native balance in whole units as a decimal string ('10000'); format it for display. */
  balance: string | undefined
  /**
   * The native balance as the modal's account button writes it: floored to 3 decimals (the spec's rule),
   * grouped and punctuated in the modal's language ('10,000.000' in English, '10.000,000' in German).
   * Follows a language switch.
   */
  displayBalance: string | undefined
  balanceSymbol: string | undefined
  /** The wallet's chain id (eip155), also when that chain is not one of the configured networks. */
  chainId: number | undefined
}

function chainIdOf(caipNetworkId: string | undefined): number | undefined {
  const reference = caipNetworkId?.split(':')[1]
  return reference && /^\d+$/.test(reference) ? Number(reference) : undefined
}

/**
 * The connected account of the active namespace; re-renders only when a field you read changes.
 *
 * @example
 * const { isConnected, address, displayBalance, balanceSymbol } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  const chains = useSnapshot(chainState)
  // Read through the snapshot so that a language switch re-renders the caller with the new format.
  const { locale } = useSnapshot(localeState)
  const connection = useSnapshot(connectionState)
  const active = chains.chains[chains.activeNamespace] ?? chains.chains.eip155
  const { accountState, networkState } = active
  return {
    address: accountState.address,
    caipAddress: accountState.caipAddress,
    status: connection.status,
    isConnected: connection.status === 'connected' && accountState.address !== undefined,
    balance: accountState.balance,
    displayBalance:
      accountState.balance === undefined ? undefined : formatAmount(accountState.balance, 3, true, locale),
    balanceSymbol: accountState.balanceSymbol,
    chainId: chainIdOf(networkState.caipNetworkId ?? networkState.caipNetwork?.caipNetworkId),
  }
}
