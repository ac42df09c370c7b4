'use client'

import { shortenAddress } from '@agentry/modal-core'
import { useAccount, useModal } from '@agentry/modal-ui/react'
import { useSiteTexts } from '@/components/i18n/SiteTextProvider'
import styles from './Header.module.css'

/**
 * The header's wallet area: 'Connect wallet' (modal on its Connect view) until a wallet is connected,
 * then the credit balance and the native balance with the short address (both open the Account view).
 */
export function WalletControls() {
  const { open } = useModal()
  const { texts } = useSiteTexts()
  const { isConnected, address, displayBalance, balanceSymbol } = useAccount()

  if (!isConnected || !address) {
    return (
      <button type="button" className={styles.primaryButton} onClick={() => void open({ view: 'Connect' })}>
        {texts['header.connectWallet']}
      </button>
    )
  }

  const openAccount = () => void open({ view: 'Account' })
  // Written as the modal's account button writes it, in the visitor's language.
  const nativeBalance = displayBalance === undefined ? null : `${displayBalance} ${balanceSymbol ?? ''}`.trim()
  return (
    <>
      <button type="button" className={styles.creditButton} onClick={openAccount}>
        0 CU
      </button>
      <button type="button" className={styles.accountButton} onClick={openAccount}>
        {nativeBalance ? <span className={styles.balance}>{nativeBalance}</span> : null}
        <span className={styles.address}>{shortenAddress(address)}</span>
      </button>
    </>
  )
}
