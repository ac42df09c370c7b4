import type { CompiledContract } from '@agentry/test-utils/solidity'
import { compileTestSmartAccounts } from '@agentry/test-utils/smart-account'

export type { CompiledContract }

/**
 * The test contracts: a minimal ERC-1271 smart account (valid when ecrecover of the hash gives its
 * owner) and a CREATE2 factory for it, so ERC-6492 can be tested with an account that does not exist yet.
 * Compiled with solc-js (offline, in-process); takes a few seconds.
 */
export function compileTestContracts(): { OwnedAccount: CompiledContract; OwnedAccountFactory: CompiledContract } {
  return compileTestSmartAccounts()
}
