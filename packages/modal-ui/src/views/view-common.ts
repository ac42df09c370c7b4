/**
 * What several lazily loaded views share with each other but the shell does not use: the view and field
 * styles, the action controller, the wallet actions, the wallet icons and the view-load request. Views
 * import these from here, so a bundler puts them in one chunk that loads with the first view opened;
 * reached piecemeal they were seven small chunks of the views, each compressed alone. Lit's `repeat`
 * directive too: six views use it, and alone it was a chunk of its own.
 */
export { repeat } from 'lit/directives/repeat.js'
export { ActionController } from '../controllers/action-controller.js'
export { connectAndClose, disconnectAndClose } from '../controllers/wallet-actions.js'
export { requestViewLoad } from '../internal/load-view-request.js'
export { warnProjectIdMissing } from '../internal/project-id-warning.js'
export { openGetWallet } from '../wallets/open-get-wallet.js'
export { walletIconUrl } from '../wallets/wallet-icon.js'
export { fieldStyles } from './field-styles.js'
export { centeredViewStyles, viewStyles } from './view-styles.js'
