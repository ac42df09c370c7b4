import type { ChainNamespace } from '../caip/types.js'

/**
 * A wallet the Connect view lists without any hosted service: its name, how a browser announces it
 * (EIP-6963 `rdns`), where to install it and how WalletConnect opens it on a phone.
 */
export type CuratedWallet = {
  /** A stable id, also used to add, reorder or hide wallets (`wallets` option). */
  id: string
  name: string
  /** The EIP-6963 reverse-DNS name its browser extension announces; absent for a wallet with no extension. */
  rdns?: string
  /** The namespaces it holds accounts of. */
  chains: readonly ChainNamespace[]
  /** The brand colour its bundled icon is drawn in (CSS colour). */
  color: string
  /** An icon URL for a wallet the app adds; the curated wallets' icons come bundled with the modal's views. */
  imageUrl?: string
  /** Where to install it. */
  links: {
    /** The wallet's own download page. */
    homepage: string
    /** The desktop browser extension (Chrome Web Store) or desktop app. */
    desktop?: string
    ios?: string
    android?: string
  }
  /** The deep-link scheme WalletConnect opens on a phone (`metamask://`), given the pairing URI. */
  mobileLink?: string
}

/**
 * How the app changes the curated wallet list (`ModalOptions.wallets`): wallets to add (appended, or
 * replacing a curated wallet of the same id), the ids to show first in this order, the ids to hide.
 */
export type WalletListOptions = {
  add?: CuratedWallet[]
  order?: string[]
  hide?: string[]
}
