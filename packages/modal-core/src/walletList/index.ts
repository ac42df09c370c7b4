// @agentry/modal-core/wallet-list: the curated wallet list (no project id needed) and the list the Connect
// view shows. An entry of its own, apart from `/features`: an app's bundler follows every re-export of an
// entry it imports, so the Connect view importing `getWalletList` from `/features` also loaded the
// Blockchain API client, on-ramp, activity and NFT code with it, one chunk round later. `/features` still
// exports both, so existing imports keep working.
export { CURATED_WALLETS } from '../connectors/curatedWallets.js'
export { getWalletList } from '../connectors/getWalletList.js'
