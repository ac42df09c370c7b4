import { isEvmAddress } from '../../caip/isEvmAddress.js'
import { checksumAddress } from '../../utils/checksumAddress.js'
import type { NamespaceDescriptor } from '../types.js'
import { createEvmAdapter } from './createEvmAdapter.js'
import { readEvmBalance } from './readEvmBalance.js'

/**
 * eip155: wallets are EIP-1193 providers (wrapped by `createEvmAdapter`), addresses are 0x and 40 hex digits,
 * shown checksummed,
 * chain ids are numbers, balances come from the network's RPC, and Sign-In With Ethereum signs here.
 * Sends pay gas; ENS, account names, swaps and on-ramp network ids are eip155 features.
 */
export const evmNamespace: NamespaceDescriptor = {
  namespace: 'eip155',
  connectMethod: 'eth_requestAccounts',
  formatAddress: checksumAddress,
  isAddress: isEvmAddress,
  toChainId: Number,
  adapterFromProvider: (provider) => createEvmAdapter({ provider }),
  getBalance: readEvmBalance,
  signIn: true,
  accountData: true,
  gas: true,
  ens: true,
  chainActivity: true,
  accountNames: true,
  swaps: true,
  onramp: true,
}
