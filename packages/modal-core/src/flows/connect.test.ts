// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { chainState } from '../chain/chainState.js'
import { connectorsState } from '../connectors/connectorsState.js'
import { getRecentWallets } from '../connectors/recentWallets.js'
import { UserRejectedError } from '../errors/providerErrors.js'
import { getStoredConnectorIds } from '../storage/connectorIds.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { connect } from './connect.js'
import { connectionState } from '../connection/connectionState.js'

const fixture = useWalletFixture()

describe('connect', () => {
  test('connecting, then connected with account, network and the anvil balance', async () => {
    const statuses: string[] = []
    const promise = connect({ connectorId: TEST_WALLET_INFO.rdns })
    statuses.push(connectionState.status)
    await promise
    statuses.push(connectionState.status)
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(connectionState.connections).toEqual([
      {
        connectorId: TEST_WALLET_INFO.rdns,
        namespace: 'eip155',
        accounts: [ANVIL_ACCOUNTS[0].address],
        chainId: 1337,
        status: 'connected',
      },
    ])
    const account = getActiveAccount()
    expect(account.address).toBe(ANVIL_ACCOUNTS[0].address)
    expect(account.caipAddress).toBe(`eip155:1337:${ANVIL_ACCOUNTS[0].address}`)
    expect(account.status).toBe('connected')
    expect(chainState.chains.eip155.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1337')
    await waitFor('balance', () => account.balance !== undefined)
    expect(account.balance).toBe('10000')
    expect(account.balanceSymbol).toBe('ETH')
  })

  test('remembers the connector id and the wallet as recent', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(getStoredConnectorIds()).toEqual([TEST_WALLET_INFO.rdns])
    expect(getRecentWallets().map((recent) => recent.id)).toEqual([TEST_WALLET_INFO.rdns])
  })

  test('a rejected connection restores the previous status and throws UserRejectedError', async () => {
    fixture.wallet.flags.rejectConnect = true
    const error = await connect({ connectorId: TEST_WALLET_INFO.rdns }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect((error as UserRejectedError).code).toBe('USER_REJECTED')
    expect((error as UserRejectedError).shortMessage).toMatchInlineSnapshot(`"Connection request declined"`)
    expect(connectionState.status).toBe('disconnected')
    expect(getActiveAccount().status).toBe('disconnected')
    expect(connectionState.error).toBe('Connection request declined')
  })

  test('a failure while connected keeps the status connected', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    fixture.wallet.flags.rejectConnect = true
    await expect(connect({ connectorId: TEST_WALLET_INFO.rdns })).rejects.toBeInstanceOf(UserRejectedError)
    expect(connectionState.status).toBe('connected')
  })

  test('an unknown connector throws ProviderNotFoundError', async () => {
    await expect(connect({ connectorId: 'nope' })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [ProviderNotFoundError: Provider not found

      Details: No connector "nope"]
    `)
    expect(connectionState.status).toBe('disconnected')
  })

  test('accountsChanged moves the account and refetches the balance', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await waitFor('the balance', () => getActiveAccount().balance === '10000')
    fixture.wallet.switchAccount(ANVIL_ACCOUNTS[1].privateKey)
    await waitFor('account switch', () => getActiveAccount().address === ANVIL_ACCOUNTS[1].address)
    expect(connectionState.connections[0]?.accounts).toEqual([ANVIL_ACCOUNTS[1].address])
    await waitFor('balance of account 2', () => getActiveAccount().balance === '10000')
  })

  test('a locked wallet (accountsChanged []) ends disconnected', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    fixture.wallet.lock()
    await waitFor('disconnected', () => connectionState.status === 'disconnected')
    expect(getActiveAccount().address).toBeUndefined()
    expect(getStoredConnectorIds()).toEqual([])
  })

  test('the connector list holds the announced wallet once', () => {
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(connectorsState.connectors.map((connector) => [connector.id, connector.type])).toEqual([
      [TEST_WALLET_INFO.rdns, 'ANNOUNCED'],
    ])
  })
})

describe('wallet-side chain change', () => {
  test('a chain that is not configured leaves no active network and no balance', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await waitFor('the balance', () => getActiveAccount().balance === '10000')
    await fixture.wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] })
    await fixture.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await waitFor('chain 10', () => connectionState.connections[0]?.chainId === 10)
    expect(chainState.chains.eip155.networkState).toMatchObject({ caipNetwork: undefined, caipNetworkId: 'eip155:10' })
    expect(getActiveAccount().caipAddress).toBe(`eip155:10:${ANVIL_ACCOUNTS[0].address}`)
    expect(getActiveAccount().balance).toBeUndefined()
  })
})
