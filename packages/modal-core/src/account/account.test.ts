// @vitest-environment happy-dom
import { TEST_WALLET_INFO } from '@agentry/test-utils'
import { describe, expect, test, vi } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { connect } from '../flows/connect.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { ACCOUNT_TABS, setAccountTab } from './accountTabs.js'
import { DEFAULT_ACCOUNT_TYPES } from './defaultAccountTypes.js'
import { loadSmartAccountNetworks } from './loadSmartAccountNetworks.js'
import { resolveAccountType } from './resolveAccountType.js'

useWalletFixture({ modal: () => ({ defaultAccountTypes: { polkadot: 'payment' } }) })

describe('account types', () => {
  test('the spec defaults per namespace', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({ eip155: 'smartAccount', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' })
    expect(resolveAccountType({ namespace: 'solana' })).toBe('eoa')
    expect(resolveAccountType({ namespace: 'bip122' })).toBe('payment')
  })

  test("the app's defaultAccountTypes option wins", () => {
    expect(resolveAccountType({ namespace: 'polkadot' })).toBe('payment')
  })

  test('eip155 smart accounts only from the embedded wallet on a network that offers them, else EOA', async () => {
    expect(resolveAccountType({ namespace: 'eip155', chainId: 1, connectorType: 'AUTH' })).toBe('eoa')
    await loadSmartAccountNetworks('eip155', async () => [1, 8453])
    expect(chainState.chains.eip155.networkState.smartAccountEnabledNetworks).toEqual([1, 8453])
    expect(resolveAccountType({ namespace: 'eip155', chainId: 1, connectorType: 'AUTH' })).toBe('smartAccount')
    expect(resolveAccountType({ namespace: 'eip155', chainId: 1337, connectorType: 'AUTH' })).toBe('eoa')
    expect(resolveAccountType({ namespace: 'eip155', chainId: 1, connectorType: 'ANNOUNCED' })).toBe('eoa')
  })

  test('a failing smart-account lookup gives an empty list, so the account is an EOA', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await loadSmartAccountNetworks('eip155', async () => [1])
    await expect(
      loadSmartAccountNetworks('eip155', async () => Promise.reject(new Error('frame gone'))),
    ).resolves.toEqual([])
    expect(resolveAccountType({ namespace: 'eip155', chainId: 1, connectorType: 'AUTH' })).toBe('eoa')
    expect(info).toHaveBeenCalledWith('[@agentry/modal-core] SMART_ACCOUNT_LOOKUP_FAILED: frame gone')
    info.mockRestore()
  })

  test('a browser wallet connects as an EOA', async () => {
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(getActiveAccount().preferredAccountType).toBe('eoa')
    expect(getActiveAccount().allAccounts.map((account) => account.type)).toEqual(['eoa'])
  })
})

describe('account tabs', () => {
  test('Tokens, NFTs, Activity; the chosen tab is kept', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(getActiveAccount().currentTab).toBe(0)
    setAccountTab('Activity')
    expect(getActiveAccount().currentTab).toBe(2)
  })
})
