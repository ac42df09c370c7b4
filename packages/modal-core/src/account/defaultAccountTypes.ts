import type { AccountType, ChainNamespace } from '../caip/types.js'

/**
 * The account type each namespace prefers (spec section 9). Smart accounts exist only where the
 * wallet offers them; everywhere else the account is an externally owned one.
 *
 * @example
 * DEFAULT_ACCOUNT_TYPES.bip122 // 'payment'
 */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
}
