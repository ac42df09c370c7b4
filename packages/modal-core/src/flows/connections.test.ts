// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, createTestWallet, TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test, vi } from 'vitest'
import { announceWallet } from '@agentry/test-utils/announce-wallet'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { addConnector } from '../connectors/connectorsState.js'
import { createMockConnector } from '../connectors/mock/createMockConnector.js'
import { getStoredConnectorIds } from '../storage/connectorIds.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { connect } from './connect.js'
import { connectionState } from '../connection/connectionState.js'
import { disconnect } from './disconnect.js'
import { syncConnection } from './syncConnection.js'

const fixture = useWalletFixture()
const SECOND = {
  uuid: '0b9d1c2e-0000-4000-8000-000000000002',
  name: 'Second Wallet',
  rdns: 'dev.agentry.second',
  icon: 'data:,',
}

describe('several connections', () => {
  test('the latest connection is current; disconnecting it makes the other current', async () => {
    const second = createTestWallet({ rpcUrl: fixture.rpcUrl, privateKey: ANVIL_ACCOUNTS[1].privateKey })
    const stop = announceWallet(second, SECOND)
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await connect({ connectorId: SECOND.rdns })
    expect(connectionState.connections.map((c) => c.connectorId)).toEqual([TEST_WALLET_INFO.rdns, SECOND.rdns])
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[1].address)

    await disconnect({ connectorId: SECOND.rdns })
    expect(connectionState.status).toBe('connected')
    expect(connectionState.activeConnectorId).toBe(TEST_WALLET_INFO.rdns)
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[0].address)

    await disconnect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(connectionState.status).toBe('disconnected')
    expect(getActiveAccount().address).toBeUndefined()
    stop()
  })
})

describe('disconnect', () => {
  test('resets account and network state, forgets connector ids, ends disconnected', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await disconnect()
    expect(connectionState).toMatchObject({ status: 'disconnected', connections: [], activeConnectorId: undefined })
    expect(getActiveAccount()).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      status: 'disconnected',
    })
    expect(chainState.chains.eip155.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1337')
    expect(getStoredConnectorIds()).toEqual([])
  })

  test('errors of several connectors are joined with "; " in the log, kept as DISCONNECT_FAILED, and it still ends disconnected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const [id, message] of [
      ['a', 'first failed'],
      ['b', 'second failed'],
    ] as const) {
      addConnector({
        id,
        name: id,
        type: 'EXTERNAL',
        chain: 'eip155',
        provider: createTestWallet({ rpcUrl: fixture.rpcUrl }),
        disconnect: () => Promise.reject(new Error(message)),
      })
      await connect({ connectorId: id })
    }
    await disconnect()
    expect(connectionState.status).toBe('disconnected')
    expect({
      error: connectionState.error,
      errorCode: connectionState.errorCode,
      errorParams: connectionState.errorParams,
    }).toEqual({
      error: 'Failed to disconnect',
      errorCode: 'DISCONNECT_FAILED',
      errorParams: { details: 'first failed; second failed' },
    })
    expect(warn.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"[@agentry/modal-core] Failed to disconnect: first failed; second failed"`,
    )
    warn.mockRestore()
  })

  test('stops following the wallet', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await disconnect()
    fixture.wallet.switchAccount(ANVIL_ACCOUNTS[2].privateKey)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getActiveAccount().address).toBeUndefined()
  })
})

describe('syncConnection', () => {
  test('an authorised stored connector goes connecting then connected', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    // A page reload: state gone, storage and the wallet's authorisation kept.
    connectionState.connections = []
    connectionState.status = 'disconnected'
    const promise = syncConnection()
    expect(connectionState.status).toBe('connecting')
    await promise
    expect(connectionState.status).toBe('connected')
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[0].address)
  })

  test('a stored connector whose wallet has no accounts gives disconnected', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    fixture.wallet.lock()
    await vi.waitFor(() => expect(connectionState.status).toBe('disconnected'))
    localStorage.setItem('@agentry/connectorIds', JSON.stringify({ version: 1, value: [TEST_WALLET_INFO.rdns] }))
    await syncConnection()
    expect(connectionState.status).toBe('disconnected')
    expect(getStoredConnectorIds()).toEqual([])
  })

  test('nothing stored gives disconnected', async () => {
    await syncConnection()
    expect(connectionState.status).toBe('disconnected')
  })

  test('a wallet that fails eth_accounts gives disconnected', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    addConnector({
      id: 'broken',
      name: 'Broken',
      type: 'EXTERNAL',
      chain: 'eip155',
      provider: { request: () => Promise.reject(Object.assign(new Error('boom'), { code: -32000 })) },
    })
    localStorage.setItem('@agentry/connectorIds', JSON.stringify({ version: 1, value: ['broken'] }))
    await syncConnection()
    expect(connectionState.status).toBe('disconnected')
    expect(String(info.mock.calls[0]?.[0])).toContain('SYNC_CONNECTION_FAILED: Wallet request failed')
    info.mockRestore()
  })

  test('a wallet that never answers eth_accounts gives disconnected, not connecting forever', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    addConnector(
      createMockConnector({
        id: 'hanging',
        accounts: [ANVIL_ACCOUNTS[0].address],
        chainId: 1337,
        features: { accountsNeverAnswer: true },
      }),
    )
    localStorage.setItem('@agentry/connectorIds', JSON.stringify({ version: 1, value: ['hanging'] }))
    await syncConnection({ timeout: 50 })
    expect(connectionState.status).toBe('disconnected')
    expect(getActiveAccount().status).toBe('disconnected')
    expect(String(info.mock.calls[0]?.[0])).toContain('SYNC_CONNECTION_FAILED: The wallet did not answer')
    info.mockRestore()
  })
})

describe('provider events', () => {
  test('a provider "disconnect" event removes its connection', async () => {
    const listeners = new Map<string, (payload: unknown) => void>()
    addConnector({
      id: 'evented',
      name: 'Evented',
      type: 'EXTERNAL',
      chain: 'eip155',
      provider: {
        request: async ({ method }) => (method === 'eth_chainId' ? '0x539' : [ANVIL_ACCOUNTS[2].address]),
        on: (event, listener) => listeners.set(event, listener),
        removeListener: (event) => listeners.delete(event),
      },
    })
    await connect({ connectorId: 'evented' })
    expect([...listeners.keys()].sort()).toEqual(['accountsChanged', 'chainChanged', 'disconnect'])
    listeners.get('disconnect')!({ code: 4900 })
    await vi.waitFor(() => expect(connectionState.status).toBe('disconnected'))
    expect(listeners.size).toBe(0)
  })
})
