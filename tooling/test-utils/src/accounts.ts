import { privateKeyToAccount } from 'viem/accounts'

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
