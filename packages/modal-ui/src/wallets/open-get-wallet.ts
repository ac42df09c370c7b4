import { pushView, type CuratedWallet } from '@agentry/modal-core'
import { walletIconUrl } from './wallet-icon.js'

/**
 * Opens the "Get <wallet>" view for a curated wallet; its WalletConnect deep link and icon ride along
 * as the router's `wallet`, so the view's QR code (with a relay) opens that wallet on a phone.
 *
 * @example
 * openGetWallet(CURATED_WALLETS[0]!)
 */
export function openGetWallet(wallet: CuratedWallet): void {
  pushView('GetWallet', {
    curatedWallet: wallet,
    wallet: {
      id: wallet.id,
      name: wallet.name,
      imageUrl: walletIconUrl(wallet),
      mobileLink: wallet.mobileLink ?? null,
    },
  })
}
