/** Where a wallet of the directory opens a pairing URI. */
export type WalletConnectLinks = { mobile?: string; desktop?: string; webapp?: string }

/** `scheme://` gets `wc?uri=…`; an https universal link gets `/wc?uri=…` (the directory's link formats). */
function withUri(base: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/$/, '')}/wc?uri=${encoded}`
  const scheme = base.includes('://') ? base : `${base.replace(/:$/, '')}://`
  return `${scheme}wc?uri=${encoded}`
}

/**
 * The deep links that hand a pairing URI to a directory wallet: its mobile app, desktop app or web app.
 *
 * @example
 * walletConnectLinks({ mobile_link: 'rainbow://', desktop_link: null, webapp_link: null }, uri).mobile
 * // 'rainbow://wc?uri=wc%3A7f6e…'
 */
export function walletConnectLinks(
  wallet: { mobile_link?: string | null; desktop_link?: string | null; webapp_link?: string | null },
  uri: string,
): WalletConnectLinks {
  return {
    ...(wallet.mobile_link ? { mobile: withUri(wallet.mobile_link, uri) } : {}),
    ...(wallet.desktop_link ? { desktop: withUri(wallet.desktop_link, uri) } : {}),
    ...(wallet.webapp_link ? { webapp: withUri(wallet.webapp_link, uri) } : {}),
  }
}
