/**
 * English messages of the Account view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./account.js')).account
 */
export const account = {
  copyAddress: 'Copy address',
  copied: 'Address copied',
  balanceLabel: 'Balance',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  balanceUnavailable: 'Token Balance Unavailable',
  actionsLabel: 'Account actions',
  send: 'Send',
  swap: 'Swap',
  receive: 'Receive',
  buy: 'Buy',
  chooseName: 'Choose a name',
  tokensLabel: 'Tokens',
  tokensEmpty: 'No tokens on this network yet',
  tokensLoading: 'Loading tokens',
  exportWallet: 'Export wallet',
  exporting: 'Exporting…',
} as const
