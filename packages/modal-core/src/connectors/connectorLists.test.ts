// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { addConnector } from './connectorsState.js'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'
import { getConnectorSections } from './getConnectorSections.js'
import { addRecentWallet, getRecentWallets } from './recentWallets.js'
import type { Connector, ConnectorType } from './types.js'

const provider = { request: async () => null }
const make = (id: string, type: ConnectorType, extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  provider,
  ...extra,
})

beforeEach(() => {
  localStorage.clear()
  initModal({ networks: [localDevChain] })
})
afterEach(() => resetAllState())

describe('getConnectorSections', () => {
  test('walletConnect, recent, injected, featured, custom, external, recommended; empty ones left out', () => {
    initModal({ networks: [localDevChain], featuredWalletIds: ['featured-explorer-id'] })
    addConnector(make('ext', 'EXTERNAL'))
    addConnector(make('featured', 'EXTERNAL', { explorerId: 'featured-explorer-id' }))
    addConnector(make('io.metamask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } }))
    addConnector(make('injected', 'INJECTED'))
    addConnector(make('auth', 'AUTH'))
    addConnector(make('walletConnect', 'WALLET_CONNECT'))
    addConnector(make('com.coinbase', 'ANNOUNCED', { info: { rdns: 'com.coinbase' } }))
    addRecentWallet(make('com.coinbase', 'ANNOUNCED'))
    expect(
      getConnectorSections().map(({ section, connectors }) => `${section}: ${connectors.map((c) => c.id).join(', ')}`),
    ).toMatchInlineSnapshot(`
        [
          "walletConnect: walletConnect",
          "recent: com.coinbase",
          "injected: io.metamask, injected",
          "featured: featured",
          "external: ext",
        ]
      `)
  })

  test('nothing known: no sections', () => {
    expect(getConnectorSections()).toEqual([])
  })
})

describe('getConnectMethodsOrder', () => {
  test('default email, social, wallet', () => {
    expect(getConnectMethodsOrder()).toEqual(['email', 'social', 'wallet'])
  })
  test('a browser wallet found: wallet, email, social', () => {
    addConnector(make('io.metamask', 'ANNOUNCED'))
    expect(getConnectMethodsOrder()).toEqual(['wallet', 'email', 'social'])
  })
  test('the option wins; switched-off features are left out', () => {
    initModal({ networks: [localDevChain], connectMethodsOrder: ['social', 'wallet', 'email'] })
    addConnector(make('io.metamask', 'ANNOUNCED'))
    expect(getConnectMethodsOrder()).toEqual(['social', 'wallet', 'email'])
    initModal({ networks: [localDevChain], features: { email: false, socials: false } })
    expect(getConnectMethodsOrder()).toEqual(['wallet'])
  })
})

describe('recent wallets', () => {
  test('at most 2, most recent first, stored with a prefixed versioned key', () => {
    addRecentWallet(make('a', 'ANNOUNCED'))
    addRecentWallet(make('b', 'ANNOUNCED'))
    addRecentWallet(make('c', 'ANNOUNCED', { info: { rdns: 'c.rdns' }, imageUrl: 'data:,c' }))
    addRecentWallet(make('b', 'ANNOUNCED'))
    expect(getRecentWallets()).toEqual([
      { id: 'b', name: 'b' },
      { id: 'c', name: 'c', imageUrl: 'data:,c', rdns: 'c.rdns' },
    ])
    expect(JSON.parse(localStorage.getItem('@agentry/recentWallets')!).version).toBe(1)
  })

  test('corrupted or foreign entries read as empty, are removed, and are only logged quietly, once each', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const defects = [
      '{not json',
      JSON.stringify({ version: 0, value: [] }),
      JSON.stringify({ version: 1, value: [{ id: 1 }] }),
      'null',
    ]
    const readAll = () => {
      for (const raw of defects) {
        localStorage.setItem('@agentry/recentWallets', raw)
        expect(getRecentWallets()).toEqual([])
        expect(localStorage.getItem('@agentry/recentWallets')).toBeNull()
      }
    }
    readAll()
    const lines = info.mock.calls.map(([line]) => String(line))
    expect(lines.every((line) => line.startsWith('[@agentry/modal-core] STORAGE_'))).toBe(true)
    expect(new Set(lines).size).toBe(lines.length)
    expect(lines.length).toBeGreaterThanOrEqual(2)
    // The same defects again: nothing new is logged.
    readAll()
    expect(info).toHaveBeenCalledTimes(lines.length)
    info.mockRestore()
  })

  test('a failing storage never throws', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => addRecentWallet(make('a', 'ANNOUNCED'))).not.toThrow()
    expect(info.mock.calls[0]?.[0]).toMatchInlineSnapshot(
      `"[@agentry/modal-core] STORAGE_WRITE_FAILED: QuotaExceededError"`,
    )
    setItem.mockRestore()
    info.mockRestore()
  })
})
