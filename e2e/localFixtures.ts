import { anvilAccount } from '@agentry/test-utils'
import type { LocalFixtures } from '@agentry/test-utils/chain-fixtures'

/**
 * The account global setup gives the local fixtures' name (dev.eth), its avatar and the AGT transfers to:
 * anvil account 5, not one of the accounts the other specs read with 10000 ETH and no name (3 is
 * accountFlows.spec.ts's).
 */
export const E2E_FIXTURES_ACCOUNT = anvilAccount(5)

/**
 * What global setup deployed on the shared chain 1337 (`deployLocalFixtures`): the contracts' addresses,
 * the account's name and avatar, the token and its transfers.
 *
 * @example
 * const { ensName, contracts } = localFixtures()
 */
export function localFixtures(): LocalFixtures {
  const value = process.env.E2E_LOCAL_FIXTURES
  if (!value)
    throw new Error('E2E_LOCAL_FIXTURES is not set: run through e2e/playwright.config.ts (its global setup sets it)')
  return JSON.parse(value) as LocalFixtures
}
