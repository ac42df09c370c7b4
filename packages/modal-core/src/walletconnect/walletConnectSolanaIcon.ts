/** Our own mark for a WalletConnect wallet: two arcs (a signal) on a blue rounded square. */
const WALLET_CONNECT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/>' +
  '<path d="M9 14a10 10 0 0 1 14 0M12.5 18a5 5 0 0 1 7 0" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>'

/** The data URIs the Wallet Standard allows as a wallet's icon. */
const WALLET_STANDARD_ICON = /^data:image\/(?:svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/]+={0,2}$/

/**
 * The Wallet Standard icon of a WalletConnect wallet: the peer's icon when it already is a base64 data
 * URI of an allowed image type (the standard wants an inline image, not a URL to fetch), else a small
 * built-in SVG.
 *
 * @example
 * walletConnectSolanaIcon('https://wallet.example/icon.png') // 'data:image/svg+xml;base64,PHN2Zy…'
 */
export function walletConnectSolanaIcon(peerIcon: string | undefined): string {
  if (peerIcon && WALLET_STANDARD_ICON.test(peerIcon)) return peerIcon
  return `data:image/svg+xml;base64,${btoa(WALLET_CONNECT_SVG)}`
}
