import { ANVIL_ACCOUNTS, freePort, startAnvil, type Anvil } from '@agentry/test-utils'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { verifySiweSignature } from './verifySiweSignature'

const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const bob = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
const message = 'any text: the signature check does not read it'

describe('verifySiweSignature', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil()
  })
  afterAll(async () => {
    await anvil.stop()
  })

  it('accepts an EOA signature locally, with no RPC at all', async () => {
    await expect(
      verifySiweSignature({
        address: alice.address,
        message,
        signature: await alice.signMessage({ message }),
        chainId: 1,
        rpcUrl: undefined,
      }),
    ).resolves.toBeUndefined()
  })

  it('refuses another signer, locally and through the RPC', async () => {
    const signature = await bob.signMessage({ message })
    await expect(
      verifySiweSignature({ address: alice.address, message, signature, chainId: 1, rpcUrl: undefined }),
    ).rejects.toMatchObject({ code: 'BAD_SIGNATURE' })
    await expect(
      verifySiweSignature({ address: alice.address, message, signature, chainId: 1337, rpcUrl: anvil.rpcUrl }),
    ).rejects.toMatchObject({ code: 'BAD_SIGNATURE' })
  })

  it('reports an unreachable RPC as unavailable, not as a bad signature', async () => {
    const rpcUrl = `http://127.0.0.1:${await freePort()}`
    await expect(
      verifySiweSignature({
        address: alice.address,
        message,
        signature: await bob.signMessage({ message }),
        chainId: 1337,
        rpcUrl,
      }),
    ).rejects.toMatchObject({ code: 'VERIFIER_UNAVAILABLE', status: 503 })
  })

  it('refuses to trust an RPC that serves another chain than the message names', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await expect(
        verifySiweSignature({
          address: alice.address,
          message,
          signature: await bob.signMessage({ message }),
          chainId: 5777,
          rpcUrl: anvil.rpcUrl,
        }),
      ).rejects.toMatchObject({ code: 'VERIFIER_UNAVAILABLE' })
      expect(error).toHaveBeenCalledWith(expect.stringContaining('serves another chain'))
    } finally {
      error.mockRestore()
    }
  })
})
