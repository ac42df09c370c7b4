/**
 * The English message catalogue: every user-facing string of the modal. Texts that come from the spec
 * (section 8) are quoted exactly. Other languages provide the same keys (`Messages`).
 *
 * @example
 * en.connect.noWallet // 'No browser wallet found'
 */
export const en = {
  shell: {
    close: 'Close',
    back: 'Back',
    loading: 'Loading',
  },
  connectButton: {
    connect: 'Connect wallet',
    connecting: 'Connecting…',
    account: (balance: string, address: string) => `Account ${address}, balance ${balance}`,
  },
  titles: {
    Connect: 'Connect Wallet',
    Account: 'Account',
    SIWXSignMessage: 'Sign In',
    UnsupportedChain: 'Switch Network',
    ApproveTransaction: 'Approve Request',
    Send: 'Send',
    Networks: 'Networks',
    Swap: 'Swap',
    Receive: 'Receive',
    SwapPreview: 'Review Swap',
    SendPreview: 'Review Send',
  },
  connect: {
    walletsLabel: 'Browser wallets',
    connecting: 'Connecting…',
    connectingTo: (name: string) => `Connecting to ${name}…`,
    noWallet: 'No browser wallet found',
    noWalletHint: 'Install a wallet extension in this browser, then reload the page.',
    retry: 'Try again',
    failed: (name: string) => `Could not connect to ${name}`,
    tags: {
      recent: 'Recent',
      injected: 'Installed',
    } as Readonly<Partial<Record<string, string>>>,
  },
  account: {
    copyAddress: 'Copy address',
    copied: 'Address copied',
    balanceLabel: 'Balance',
    disconnect: 'Disconnect',
    disconnecting: 'Disconnecting…',
    balanceUnavailable: 'Token Balance Unavailable',
    disconnectFailed: 'Failed to disconnect',
    actionsLabel: 'Account actions',
    send: 'Send',
    swap: 'Swap',
    receive: 'Receive',
    tokensLabel: 'Tokens',
    tokensEmpty: 'No tokens on this network yet',
    tokensLoading: 'Loading tokens',
  },
  send: {
    tokenLabel: 'Token',
    amountLabel: 'Amount',
    max: 'Max',
    available: (amount: string, symbol: string) => `${amount} ${symbol} available`,
    receiverLabel: 'To',
    receiverPlaceholder: 'Address (0x… or Solana)',
    review: 'Review',
    noTokens: 'Nothing to send on this network',
    sending: 'Sending…',
    confirm: 'Send',
    cancel: 'Cancel',
    previewAmount: 'You send',
    previewTo: 'To',
    previewNetwork: 'Network',
    previewFee: 'Network fee (estimate)',
    feeUnknown: 'Estimating…',
  },
  networks: {
    label: 'Networks',
    active: 'Current',
    change: (name: string) => `Change network: ${name}`,
  },
  swap: {
    from: 'You pay',
    to: 'You receive',
    amountLabel: 'Amount to pay',
    quoting: 'Getting a quote…',
    approve: (symbol: string) => `Approve ${symbol}`,
    approving: 'Waiting for approval…',
    approvalHint: (symbol: string) => `The swap contract needs your permission to spend ${symbol} first.`,
    review: 'Review swap',
    confirm: 'Swap',
    swapping: 'Swapping…',
    slippage: 'Max. slippage',
    network: 'Network',
    loading: 'Loading tokens',
  },
  activity: {
    tabsLabel: 'Account details',
    tokens: 'Tokens',
    activity: 'Activity',
    empty: 'No activity yet',
    loading: 'Loading activity',
    more: 'Load more',
    retry: 'Try again',
    transaction: 'Transaction',
    operation: (type: string) => ({ send: 'Sent', receive: 'Received', trade: 'Swapped', mint: 'Minted', approve: 'Approved', execute: 'Executed', deposit: 'Deposited', withdraw: 'Withdrew', burn: 'Burned' })[type] ?? type,
  },
  receive: {
    qrLabel: 'Your address as a QR code',
    explanation: (network: string) => `Send only assets on ${network} to this address.`,
    copy: 'Copy address',
    copied: 'Address copied',
  },
  snackbar: {
    dismiss: 'Dismiss',
  },
  siwx: {
    heading: (appName: string) => `${appName} wants you to sign in`,
    appFallback: 'This app',
    explanation: 'Signing a message proves you own this wallet. It does not send a transaction or cost gas.',
    sign: 'Sign',
    signing: 'Waiting for signature…',
    cancel: 'Cancel',
  },
  unsupportedChain: {
    explanation: 'Your wallet is on a network this app does not support. Switch to one of these to continue.',
    networksLabel: 'Supported networks',
    switching: (name: string) => `Switching to ${name}…`,
  },
  approve: {
    appFallback: 'This app',
    heading: (appName: string, action: string) => `${appName} asks your wallet to ${action}`,
    action: (method: string): string =>
      ({
        personal_sign: 'sign a message',
        eth_signTypedData_v4: 'sign typed data',
        eth_sendTransaction: 'send a transaction',
        eth_sendUserOperation: 'send a user operation',
        wallet_sendCalls: 'send a batch of calls',
        wallet_grantPermissions: 'grant permissions',
        wallet_revokePermissions: 'revoke permissions',
        solana_signMessage: 'sign a message',
        solana_signTransaction: 'sign a transaction',
        solana_signAllTransactions: 'sign transactions',
        solana_signAndSendTransaction: 'sign and send a transaction',
      })[method] ?? `call ${method}`,
    explanation: 'Approve to pass this request on to your wallet, where you confirm it. Reject to cancel it.',
    more: (count: number) => `${count} more ${count === 1 ? 'request' : 'requests'} waiting`,
    approve: 'Approve',
    reject: 'Reject',
  },
  errors: {
    unknown: 'Unknown error',
  },
} as const

/** The shape of a message catalogue: a translation provides every key, with the same argument lists. */
export type Messages = { readonly [section in keyof typeof en]: Widen<(typeof en)[section]> }

type Widen<value> = value extends string ? string : value extends (...args: infer args) => string ? (...args: args) => string : { readonly [key in keyof value]: Widen<value[key]> }
