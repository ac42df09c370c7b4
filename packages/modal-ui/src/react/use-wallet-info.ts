import { chainState } from '@agentry/modal-core'
import { useSnapshot } from 'valtio/react'

/** What {@link useWalletInfo} returns. */
export type UseWalletInfoReturnType = {
  /** The connected wallet of the active namespace: its name, icon and EIP-6963 rdns; undefined when none. */
  walletInfo: { name: string; icon?: string; rdns?: string } | undefined
}

/**
 * Which wallet is connected, for showing its name and icon.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * return walletInfo ? <img src={walletInfo.icon} alt={walletInfo.name} /> : null
 */
export function useWalletInfo(): UseWalletInfoReturnType {
  const chains = useSnapshot(chainState)
  const { accountState } = chains.chains[chains.activeNamespace] ?? chains.chains.eip155
  const info = accountState.connectedWalletInfo
  return { walletInfo: info ? { ...info } : undefined }
}
