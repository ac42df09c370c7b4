import { optionsState } from '../options/optionsState.js'
import type { CuratedWallet } from '../options/walletListTypes.js'
import { connectorsState } from './connectorsState.js'
import { CURATED_WALLETS } from './curatedWallets.js'
import type { Connector } from './types.js'

/** One wallet of the curated list, with the browser connector that announced it when it is installed. */
export type WalletListItem = {
  wallet: CuratedWallet
  /** The EIP-6963 (or injected) connector whose rdns matches, when the wallet is installed in this browser. */
  connector: Connector | undefined
  installed: boolean
}

/**
 * The curated wallet list as the app configured it (`wallets` option: add, order, hide), with the
 * installed wallets (a connector announced the same rdns) first and marked. Within each group the order
 * is the app's `order`, then the list's own order.
 *
 * @example
 * for (const { wallet, installed } of getWalletList()) console.info(wallet.name, installed ? '(installed)' : '')
 */
export function getWalletList(): WalletListItem[] {
  const { add = [], order = [], hide = [] } = optionsState.wallets
  const hidden = new Set(hide)
  const added = new Map(add.map((wallet) => [wallet.id, wallet]))
  const merged = [
    ...CURATED_WALLETS.map((wallet) => added.get(wallet.id) ?? wallet),
    ...add.filter((wallet) => !CURATED_WALLETS.some((curated) => curated.id === wallet.id)),
  ].filter((wallet) => !hidden.has(wallet.id))
  const rank = (wallet: CuratedWallet) => {
    const index = order.indexOf(wallet.id)
    return index === -1 ? order.length : index
  }
  const ordered = merged
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index)
    .map(({ wallet }) => wallet)
  const items = ordered.map((wallet): WalletListItem => {
    const connector = wallet.rdns
      ? connectorsState.connectors.find((candidate) => candidate.info?.rdns === wallet.rdns)
      : undefined
    return { wallet, connector, installed: connector !== undefined }
  })
  return [...items.filter((item) => item.installed), ...items.filter((item) => !item.installed)]
}
