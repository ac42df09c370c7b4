// @vitest-environment happy-dom
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_ACCOUNTS, TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test, vi } from 'vitest'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { chainState } from '../chain/chainState.js'
import { connect } from '../connection/connect.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { fetchBalance } from './fetchBalance.js'

useWalletFixture()

describe('fetchBalance', () => {
  test('reads the native balance from anvil as a decimal string with its symbol', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    chainState.chains.eip155.accountState.balance = undefined
    await fetchBalance()
    expect(getActiveAccount()).toMatchObject({ balance: '10000', balanceSymbol: 'ETH', balanceError: undefined, balanceLoading: false })
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[0].address)
  })

  test('an RPC that fails: balance undefined, error recorded, nothing thrown', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    await settleBackgroundWork()
    const network = chainState.chains.eip155.networkState.caipNetwork!
    const broken = createServer((_, res) => res.writeHead(500).end('down'))
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
    network.rpcUrls.default = { http: [`http://127.0.0.1:${(broken.address() as AddressInfo).port}`] }
    await expect(fetchBalance()).resolves.toBeUndefined()
    broken.close()
    expect(getActiveAccount()).toMatchObject({ balance: undefined, balanceError: 'Token Balance Unavailable', balanceLoading: false })
    info.mockRestore()
  })

  test('nothing connected: nothing to read', async () => {
    await fetchBalance()
    expect(getActiveAccount().balance).toBeUndefined()
  })
})
