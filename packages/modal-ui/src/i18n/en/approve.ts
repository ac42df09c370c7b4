/**
 * English messages of the Approve Request view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve = {
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
} as const
