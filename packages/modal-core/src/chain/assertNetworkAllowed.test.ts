// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { connect } from '../flows/connect.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { assertNetworkAllowed } from './assertNetworkAllowed.js'
import { chainState } from './chainState.js'
import { getNetwork } from './findNetwork.js'
import { switchNetwork } from '../flows/switchNetwork.js'

const fixture = useWalletFixture()

describe('the allowed networks of a connected wallet', () => {
  test('a wallet that switches freely may go to any configured network', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(() => assertNetworkAllowed('eip155:1')).not.toThrow()
  })

  test('a wallet with a fixed approved list is not asked for another network', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    Object.assign(chainState.chains.eip155.networkState, {
      supportsAllNetworks: false,
      approvedNetworkIds: ['eip155:1337'],
    })
    await expect(switchNetwork(getNetwork(1))).rejects.toThrowErrorMatchingInlineSnapshot(`
      [RpcCallNotAllowedError: Requested RPC call is not allowed

      Details: eip155:1 is not among the wallet's approved networks]
    `)
    expect(fixture.wallet.chainId).toBe(1337)
    chainState.chains.eip155.networkState.approvedNetworkIds.push('eip155:1')
    await switchNetwork(getNetwork(1))
    expect(fixture.wallet.chainId).toBe(1)
  })

  test('nothing connected in the namespace: nothing to refuse', () => {
    Object.assign(chainState.chains.eip155.networkState, { supportsAllNetworks: false, approvedNetworkIds: [] })
    expect(() => assertNetworkAllowed('eip155:1')).not.toThrow()
  })
})
