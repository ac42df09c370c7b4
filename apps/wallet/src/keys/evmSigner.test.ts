import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { hexToBytes } from '@noble/hashes/utils.js'
import { parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEvmSigner } from './evmSigner.js'

// The frame's signer (noble 2.x) against viem's own local account (noble 1.x): the same bytes for the
// same key and input, and each signature checked by viem's verifiers.
const { privateKey, address } = ANVIL_ACCOUNTS[0]
const reference = privateKeyToAccount(privateKey)
const signer = createEvmSigner(hexToBytes(privateKey.slice(2)), address)

const TYPED = {
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Agentry', chainId: 1337 },
  message: { to: ANVIL_ACCOUNTS[1].address, contents: 'Hello, Bob' },
} as const

describe('createEvmSigner', () => {
  it('signs messages as viem does, text and raw bytes', async () => {
    for (const message of ['hello', { raw: '0xdeadbeef' as const }, '']) {
      const signature = await signer.signMessage({ message })
      expect(signature).toBe(await reference.signMessage({ message }))
      expect(await verifyMessage({ address, message, signature })).toBe(true)
    }
  })

  it('signs EIP-712 typed data as viem does', async () => {
    const signature = await signer.signTypedData(TYPED)
    expect(signature).toBe(await reference.signTypedData(TYPED))
    expect(await verifyTypedData({ address, ...TYPED, signature })).toBe(true)
  })

  it('signs an EIP-1559 transaction as viem does, recoverable to its address', async () => {
    const tx = {
      type: 'eip1559',
      chainId: 1337,
      to: ANVIL_ACCOUNTS[1].address,
      value: 10n ** 18n,
      data: '0x1234',
      nonce: 7,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    } as const
    const raw = await signer.signTransaction(tx)
    expect(raw).toBe(await reference.signTransaction(tx))
    expect(parseTransaction(raw).nonce).toBe(7)
    expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(address)
  })
})
