// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { initModal } from '../flows/initModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { addConnector } from './connectorsState.js'
import { CURATED_WALLETS } from './curatedWallets.js'
import { getWalletList } from './getWalletList.js'

const provider = { request: async () => null }
const names = () => getWalletList().map(({ wallet, installed }) => `${wallet.id}${installed ? '*' : ''}`)

beforeEach(() => initModal({ networks: [localDevChain] }))
afterEach(() => resetAllState())

describe('CURATED_WALLETS', () => {
  test('at least 10 wallets across EVM and Solana, each with links, deep link and a unique id and rdns', () => {
    expect(CURATED_WALLETS.length).toBeGreaterThanOrEqual(10)
    expect(CURATED_WALLETS.filter((wallet) => wallet.chains.includes('solana')).length).toBeGreaterThanOrEqual(3)
    expect(CURATED_WALLETS.filter((wallet) => wallet.chains.includes('eip155')).length).toBeGreaterThanOrEqual(10)
    for (const wallet of CURATED_WALLETS) {
      expect(wallet.links.homepage).toMatch(/^https:\/\//)
      expect(wallet.links.desktop).toMatch(/^https:\/\//)
      expect(wallet.links.ios).toMatch(/^https:\/\/apps\.apple\.com\//)
      expect(wallet.links.android).toMatch(/^https:\/\/play\.google\.com\//)
      expect(wallet.mobileLink).toMatch(/^[a-z]+:\/\//)
      expect(wallet.color).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(new Set(CURATED_WALLETS.map((wallet) => wallet.id)).size).toBe(CURATED_WALLETS.length)
    const rdns = CURATED_WALLETS.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(rdns.length).toBe(CURATED_WALLETS.length - 1) // Ledger Live announces no EIP-6963 provider
  })
})

describe('getWalletList', () => {
  test('the curated order when nothing is installed', () => {
    expect(names()).toEqual(CURATED_WALLETS.map((wallet) => wallet.id))
    expect(getWalletList().every((item) => item.connector === undefined)).toBe(true)
  })

  test('wallets announced with a matching rdns come first, marked, with their connector', () => {
    addConnector({
      id: 'app.phantom',
      name: 'Phantom',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider,
      info: { rdns: 'app.phantom' },
    })
    addConnector({
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider,
      info: { rdns: 'io.rabby' },
    })
    addConnector({
      id: 'x',
      name: 'Unknown',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider,
      info: { rdns: 'dev.unknown' },
    })
    const list = getWalletList()
    expect(names().slice(0, 3)).toEqual(['rabby*', 'phantom*', 'metamask'])
    expect(list[0]?.connector?.id).toBe('io.rabby')
    expect(list.filter((item) => item.installed)).toHaveLength(2)
  })

  test('the app adds, replaces, reorders and hides wallets', () => {
    initModal({
      networks: [localDevChain],
      wallets: {
        add: [
          { id: 'acme', name: 'Acme', chains: ['eip155'], color: '#333333', links: { homepage: 'https://acme.test' } },
          { ...CURATED_WALLETS[2]!, name: 'Rainbow (ours)' },
        ],
        order: ['acme', 'zerion'],
        hide: ['okx', 'ledger'],
      },
    })
    expect(names()).toEqual([
      'acme',
      'zerion',
      'metamask',
      'coinbase',
      'rainbow',
      'trust',
      'rabby',
      'phantom',
      'backpack',
    ])
    expect(getWalletList()[4]?.wallet.name).toBe('Rainbow (ours)')
  })

  test('an installed wallet the app ordered later still comes before the ones not installed', () => {
    initModal({ networks: [localDevChain], wallets: { order: ['metamask'] } })
    addConnector({
      id: 'me.rainbow',
      name: 'Rainbow',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider,
      info: { rdns: 'me.rainbow' },
    })
    expect(names().slice(0, 2)).toEqual(['rainbow*', 'metamask'])
  })
})
