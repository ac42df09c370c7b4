import { toHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'

/**
 * The first anvil default accounts (the well-known public test mnemonic "test test ... junk").
 * These keys are public knowledge and only ever hold value on a local test chain.
 */
const KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const

export const ANVIL_ACCOUNTS = [
  { privateKey: KEYS[0], address: privateKeyToAccount(KEYS[0]).address },
  { privateKey: KEYS[1], address: privateKeyToAccount(KEYS[1]).address },
  { privateKey: KEYS[2], address: privateKeyToAccount(KEYS[2]).address },
] as const

/** Anvil's default mnemonic, as public as the keys above. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * Anvil's default account at `index` (0 to 9 hold 10000 ETH on a fresh node), derived from its public
 * mnemonic, for fixtures that must not spend from the accounts the tests read.
 *
 * @example
 * const deployer = anvilAccount(9) // { privateKey: '0x2a87…', address: '0xa0Ee…9720' }
 */
export function anvilAccount(index: number): { privateKey: Hex; address: Address } {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index })
  const key = account.getHdKey().privateKey
  if (!key) throw new Error(`anvil account ${index} has no private key`)
  return { privateKey: toHex(key), address: account.address }
}
