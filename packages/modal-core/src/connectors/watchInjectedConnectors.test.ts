// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { announceWallet, type WalletInfo } from '@agentry/test-utils/announce-wallet'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { connectorsState } from './connectorsState.js'
import type { Eip1193Provider } from '../adapters/types.js'
import { watchInjectedConnectors } from './watchInjectedConnectors.js'

const info = (n: number): WalletInfo => ({
  uuid: `uuid-${n}`,
  name: `Wallet ${n}`,
  rdns: `dev.wallet${n}`,
  icon: `data:,${n}`,
})
const makeProvider = (): Eip1193Provider => ({ request: async () => null })
const cleanups: (() => void)[] = []
const w = window as unknown as { ethereum?: Eip1193Provider }

const summary = () => connectorsState.connectors.map((connector) => `${connector.type} ${connector.id}`)

beforeEach(() => initModal({ networks: [localDevChain] }))
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete w.ethereum
  resetAllState()
})

describe('watchInjectedConnectors', () => {
  test('wallets announced before and after the watch start are ANNOUNCED connectors', () => {
    cleanups.push(announceWallet(makeProvider(), info(1)))
    cleanups.push(watchInjectedConnectors())
    cleanups.push(announceWallet(makeProvider(), info(2)))
    expect(summary()).toEqual(['ANNOUNCED dev.wallet1', 'ANNOUNCED dev.wallet2'])
    expect(connectorsState.connectors[0]).toMatchObject({
      name: 'Wallet 1',
      imageUrl: 'data:,1',
      chain: 'eip155',
      info: { rdns: 'dev.wallet1', uuid: 'uuid-1' },
    })
  })

  test('repeated announcements are de-duplicated by rdns and uuid', () => {
    const provider = makeProvider()
    cleanups.push(watchInjectedConnectors())
    cleanups.push(announceWallet(provider, info(1)))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    cleanups.push(announceWallet(makeProvider(), { ...info(1), rdns: 'dev.renamed' }))
    expect(summary()).toEqual(['ANNOUNCED dev.renamed'])
  })

  test('the provider is kept as is, not wrapped in a proxy', () => {
    const provider = makeProvider()
    cleanups.push(watchInjectedConnectors())
    cleanups.push(announceWallet(provider, info(1)))
    expect(connectorsState.connectors[0]?.provider).toBe(provider)
  })

  test('window.ethereum is an INJECTED fallback only when no announced wallet is the same provider', () => {
    const injected = makeProvider()
    w.ethereum = injected
    cleanups.push(watchInjectedConnectors())
    expect(summary()).toEqual(['INJECTED injected'])
    cleanups.push(announceWallet(makeProvider(), info(1)))
    expect(summary()).toEqual(['INJECTED injected', 'ANNOUNCED dev.wallet1'])
    cleanups.push(announceWallet(injected, info(2)))
    expect(summary()).toEqual(['ANNOUNCED dev.wallet1', 'ANNOUNCED dev.wallet2'])
  })

  test('enableInjected: false leaves window.ethereum out; enableEIP6963: false stops discovery', () => {
    w.ethereum = makeProvider()
    initModal({ networks: [localDevChain], enableInjected: false, enableEIP6963: false })
    cleanups.push(announceWallet(makeProvider(), info(1)))
    cleanups.push(watchInjectedConnectors())
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(summary()).toEqual([])
  })

  test('announcements without a provider or id are ignored', () => {
    cleanups.push(watchInjectedConnectors())
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: info(1) } }))
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'x' }, provider: makeProvider() } }),
    )
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider'))
    expect(summary()).toEqual([])
  })

  test('the returned function stops listening', () => {
    const unwatch = watchInjectedConnectors()
    unwatch()
    cleanups.push(announceWallet(makeProvider(), info(1)))
    expect(summary()).toEqual([])
  })
})
