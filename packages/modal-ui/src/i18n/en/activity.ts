/**
 * English messages of the Activity list (Account view tab and Activity view); they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity = {
  tabsLabel: 'Account details',
  tokens: 'Tokens',
  activity: 'Activity',
  empty: 'No activity yet',
  partial: 'Recent transfers only: this network does not provide the full history',
  loading: 'Loading activity',
  more: 'Load more',
  retry: 'Try again',
  transaction: 'Transaction',
  operation: (type: string) =>
    ({
      send: 'Sent',
      receive: 'Received',
      trade: 'Swapped',
      mint: 'Minted',
      approve: 'Approved',
      execute: 'Executed',
      deposit: 'Deposited',
      withdraw: 'Withdrew',
      burn: 'Burned',
    })[type] ?? type,
} as const
