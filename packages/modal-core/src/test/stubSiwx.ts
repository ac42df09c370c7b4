import { createSiweConfig, type CreateSiweConfigParameters } from '../siwx/createSiweConfig.js'
import type { SiwxConfig } from '../options/siwxConfig.js'

/** A sign-in config with in-memory hooks and timers that never fire, for tests without a server. */
export function stubSiwx(overrides: Partial<CreateSiweConfigParameters> = {}): SiwxConfig {
  return createSiweConfig({
    getNonce: async () => 'nonce1234567890',
    getSession: async () => null,
    verifyMessage: async () => true,
    signOut: async () => {},
    timers: { setInterval: () => 0, clearInterval: () => {} },
    ...overrides,
  })
}
