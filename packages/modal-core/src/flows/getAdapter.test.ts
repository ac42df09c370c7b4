// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import { connect } from './connect.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { getAdapter } from './getAdapter.js'

const fixture = useWalletFixture()

describe('getAdapter', () => {
  test('nothing connected: Adapter not found', () => {
    expect(() => getAdapter()).toThrowErrorMatchingInlineSnapshot(`
      [AdapterNotFoundError: Adapter not found

      Namespace: eip155]
    `)
    expect(() => getAdapter('solana')).toThrow('Adapter not found')
  })

  test('a connected browser wallet is driven through its provider', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    const adapter = getAdapter()
    expect(adapter.namespace).toBe('eip155')
    const signature = await adapter.signMessage({ message: 'hi', address: fixture.wallet.address })
    expect(await verifyMessage({ address: fixture.wallet.address, message: 'hi', signature: signature as Hex })).toBe(
      true,
    )
  })
})
