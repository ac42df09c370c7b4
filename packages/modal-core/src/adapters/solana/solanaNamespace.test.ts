import { createSolanaTestWallet } from '@agentry/test-utils/solana'
import { describe, expect, test } from 'vitest'
import { getNamespace, registerNamespace } from '../namespaces.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { solanaNamespace } from './solanaNamespace.js'
import type { StandardWallet } from './walletStandard.js'

const solanaAddress = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallet = () => createSolanaTestWallet().wallet as unknown as StandardWallet

const isAddress = (namespace: 'eip155' | 'solana', address: string) =>
  getNamespace(namespace).isAddress?.(address) ?? true

describe('the solana namespace descriptor', () => {
  test('an app that registered its own keeps it when a Solana adapter is made', () => {
    const own = { namespace: 'solana' as const, isAddress: (address: string) => address === 'mine' }
    const unregister = registerNamespace(own)
    createSolanaAdapter({ wallet: wallet() })
    expect(getNamespace('solana')).toBe(own)
    unregister()
    expect(getNamespace('solana')).toEqual({ namespace: 'solana' })
  })

  test('absent until the first Solana adapter, which provides it', () => {
    expect(getNamespace('solana')).toEqual({ namespace: 'solana' })
    expect(isAddress('solana', evmAddress)).toBe(true)
    createSolanaAdapter({ wallet: wallet() })
    expect(getNamespace('solana')).toBe(solanaNamespace)
    expect(isAddress('solana', solanaAddress)).toBe(true)
    expect(isAddress('solana', evmAddress)).toBe(false)
    expect(isAddress('eip155', evmAddress)).toBe(true)
    expect(isAddress('eip155', solanaAddress)).toBe(false)
  })

  test("a failed send is Solana's own error; other namespaces leave it to the default", () => {
    const cause = new Error('RPC unreachable')
    const error = solanaNamespace.sendError?.(cause)
    expect(error).toMatchObject({
      name: 'SolanaSendFailedError',
      code: 'SOLANA_SEND_FAILED',
      shortMessage: 'Failed to send transaction. Please try again.',
      cause,
    })
    expect(getNamespace('eip155').sendError).toBeUndefined()
  })
})
