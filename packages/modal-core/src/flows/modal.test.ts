// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { chainState, initialAccountState, initialNetworkState } from '../chain/chainState.js'
import { addConnector } from '../connectors/connectorsState.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from './initModal.js'
import { resetAllState } from '../resetAllState.js'
import { routerState } from '../router/routerState.js'
import { siwxState } from '../siwx/siwxState.js'
import { stubSiwx } from '../test/stubSiwx.js'
import { settleBackgroundWork } from '../utils/background.js'
import { closeModal } from './closeModal.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const provider = { request: async () => null }

function connectedAccount(): void {
  chainState.chains.eip155.accountState.address = address
  chainState.chains.eip155.accountState.caipAddress = `eip155:1337:${address}`
}

beforeEach(() => initModal({ networks: [localDevChain] }))
afterEach(() => {
  vi.useRealTimers()
  resetAllState()
})

describe('openModal: opening rules in order', () => {
  test('loading is true until the first view is set, then open', async () => {
    addConnector({ id: 'w', name: 'W', type: 'ANNOUNCED', chain: 'eip155', provider })
    const promise = openModal()
    expect(modalState).toMatchObject({ loading: true, open: false })
    await promise
    expect(modalState).toMatchObject({ loading: false, open: true })
  })

  test('a view option opens that view', async () => {
    await openModal({ view: 'AllWallets', data: { wallet: { id: 'a', name: 'A' } } })
    expect(routerState.view).toBe('AllWallets')
    expect(routerState.history).toEqual(['AllWallets'])
    expect(routerState.data?.wallet?.name).toBe('A')
  })

  test('connected: Account', async () => {
    addConnector({ id: 'w', name: 'W', type: 'ANNOUNCED', chain: 'eip155', provider })
    connectedAccount()
    await openModal()
    expect(routerState.view).toBe('Account')
  })

  test('not connected with connectors: Connect', async () => {
    addConnector({ id: 'w', name: 'W', type: 'ANNOUNCED', chain: 'eip155', provider })
    await openModal()
    expect(routerState.view).toBe('Connect')
  })

  test('no connectors and nothing connected: desktop ConnectingWalletConnectBasic, mobile AllWallets', async () => {
    await openModal()
    expect(routerState.view).toBe('ConnectingWalletConnectBasic')
    initModal({ networks: [localDevChain], isMobile: () => true })
    await openModal()
    expect(routerState.view).toBe('AllWallets')
  })

  test('a namespace option switches the active chain first', async () => {
    chainState.chains.solana = {
      namespace: 'solana',
      networkState: structuredClone(initialNetworkState),
      accountState: { ...structuredClone(initialAccountState), address: 'So1ana' },
    }
    await openModal({ namespace: 'solana' })
    expect(chainState.activeNamespace).toBe('solana')
    expect(routerState.view).toBe('Account')
  })
})

describe('closeModal', () => {
  test('closes and returns true', async () => {
    await openModal({ view: 'Connect' })
    expect(closeModal()).toBe(true)
    expect(modalState.open).toBe(false)
  })

  test('blocked while sign-in is required and there is no session: shakes for 500 ms', async () => {
    vi.useFakeTimers()
    initModal({ networks: [localDevChain], siwx: stubSiwx({ required: true }) })
    connectedAccount()
    await openModal({ view: 'SIWXSignMessage' })
    expect(closeModal()).toBe(false)
    expect(modalState).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(499)
    expect(modalState.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modalState.shake).toBe(false)
    expect(modalState.open).toBe(true)
  })

  test('with a session, or when sign-in is optional, closing works', async () => {
    initModal({
      networks: [localDevChain],
      siwx: stubSiwx({ required: true, getSession: async () => ({ address, chainId: 1337 }) }),
    })
    connectedAccount()
    await settleBackgroundWork()
    expect(siwxState.session).toEqual({ address, chainId: 1337 })
    await openModal()
    expect(closeModal()).toBe(true)
    initModal({ networks: [localDevChain], siwx: stubSiwx() })
    await settleBackgroundWork()
    expect(siwxState.session).toBeUndefined()
    await openModal()
    expect(closeModal()).toBe(true)
  })
})
