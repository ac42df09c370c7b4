import { describe, expect, test } from 'vitest'
import { SignMessageProviderUndefinedError } from '../../errors/providerErrors.js'
import { createEvmAdapter } from './createEvmAdapter.js'

// Spec section 8: 'UniversalAdapter:signMessage - provider is undefined', where the adapter that signs
// through any connector's EIP-1193 provider finds none.

describe('signMessage without a provider', () => {
  test("throws 'UniversalAdapter:signMessage - provider is undefined' with its own code", async () => {
    const adapter = createEvmAdapter({ provider: undefined as never })
    const signing = adapter.signMessage({ message: 'hello', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    await expect(signing).rejects.toBeInstanceOf(SignMessageProviderUndefinedError)
    await expect(signing).rejects.toMatchObject({
      message: 'UniversalAdapter:signMessage - provider is undefined',
      code: 'SIGN_MESSAGE_PROVIDER_UNDEFINED',
    })
  })
})
