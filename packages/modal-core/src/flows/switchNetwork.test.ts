// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { connect } from './connect.js'
import { connectionState } from '../connection/connectionState.js'
import { alertState } from '../alerts/alertState.js'
import { addConnector } from '../connectors/connectorsState.js'
import { UserRejectedError } from '../errors/providerErrors.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { optionsState } from '../options/optionsState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { chainState } from '../chain/chainState.js'
import { getActiveNetwork } from '../chain/getActiveNetwork.js'
import { getNetwork } from '../chain/findNetwork.js'
import { switchNetwork } from './switchNetwork.js'

const fixture = useWalletFixture()

describe('switchNetwork', () => {
  test('asks the wallet, adds an unknown chain (4902) and retries; state and balance follow', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    const mainnet = getNetwork(1)
    await switchNetwork(mainnet)
    expect(fixture.wallet.chainId).toBe(1)
    expect(connectionState.connections[0]?.chainId).toBe(1)
    expect(getActiveNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(chainState.chains.eip155.accountState.caipAddress).toMatch(/^eip155:1:0x/)
    await waitFor('the balance', () => chainState.chains.eip155.accountState.balance === '10000')
  })

  test('a known chain switches directly', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await switchNetwork(getNetwork(1))
    await switchNetwork(getNetwork(1337))
    expect(fixture.wallet.chainId).toBe(1337)
    expect(getActiveNetwork()?.id).toBe(1337)
  })

  test('not connected, only the active network changes (and is remembered)', async () => {
    await switchNetwork(getNetwork('eip155:1'))
    expect(getActiveNetwork()?.id).toBe(1)
    expect(JSON.parse(localStorage.getItem('@agentry/activeNetworkId')!)).toEqual({ version: 1, value: 'eip155:1' })
  })

  test('a network that is not configured throws NetworkNotFoundError', async () => {
    const other = defineNetwork({
      id: 10,
      name: 'OP',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    await expect(switchNetwork(other)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[NetworkNotFoundError: Network with ID eip155:10 not found]`,
    )
    expect(alertState).toMatchObject({ open: true, message: 'Network Not Found' })
    expect(optionsState.networks).toHaveLength(2)
  })

  test('a wallet that rejects the switch gives UserRejectedError; the network stays', async () => {
    addConnector({
      id: 'stubborn',
      name: 'Stubborn',
      type: 'EXTERNAL',
      chain: 'eip155',
      provider: {
        request: async ({ method }) => {
          if (method === 'eth_requestAccounts') return [fixture.wallet.address]
          if (method === 'eth_chainId') return '0x539'
          throw Object.assign(new Error('User rejected'), { code: 4001 })
        },
      },
    })
    await connect({ connectorId: 'stubborn' })
    const error = await switchNetwork(getNetwork(1)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect((error as UserRejectedError).shortMessage).toMatchInlineSnapshot(`"Network switch declined"`)
    expect(getActiveNetwork()?.id).toBe(1337)
  })

  test('a wallet that cannot add the chain gives ChainNotSupportedError', async () => {
    addConnector({
      id: 'limited',
      name: 'Limited',
      type: 'EXTERNAL',
      chain: 'eip155',
      provider: {
        request: async ({ method }) => {
          if (method === 'eth_requestAccounts') return [fixture.wallet.address]
          if (method === 'eth_chainId') return '0x539'
          if (method === 'wallet_switchEthereumChain') throw Object.assign(new Error('unknown'), { code: -32603 })
          throw Object.assign(new Error('cannot add'), { code: -32000 })
        },
      },
    })
    await connect({ connectorId: 'limited' })
    await expect(switchNetwork(getNetwork(1))).rejects.toThrowErrorMatchingInlineSnapshot(`
      [ChainNotSupportedError: Chain is not supported

      Details: cannot add]
    `)
  })
})
