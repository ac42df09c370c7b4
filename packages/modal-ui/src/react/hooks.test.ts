import { modalState } from '@agentry/modal-core'
import { setLocale } from '../i18n/localeState.js'
import { createTestWallet } from '@agentry/test-utils'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { waitFor } from '@agentry/test-utils/wait'
import {
  AgentryModal,
  useAccount,
  useDisconnect,
  useModal,
  useModalState,
  useNetwork,
  useSignIn,
  useWalletInfo,
  type UseAccountReturnType,
  type UseModalReturnType,
  type UseModalStateReturnType,
  type UseNetworkReturnType,
  type UseWalletInfoReturnType,
} from './index.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const WALLET = {
  uuid: '0b7c1f3e-5555-4a6b-9d1e-000000000005',
  name: 'Echo Wallet',
  rdns: 'dev.agentry.echo',
  icon: TEST_ICON,
}

describe('React entry', () => {
  let root: Root
  let container: HTMLElement
  const core = useCoreFixture()
  const { cleanups } = core
  const seen: {
    account?: UseAccountReturnType
    modal?: UseModalReturnType
    disconnect?: () => Promise<void>
    signIn?: string
    network?: UseNetworkReturnType
    wallet?: UseWalletInfoReturnType
    modalState?: UseModalStateReturnType
  } = {}
  const openChanges: boolean[] = []

  function Probe() {
    seen.account = useAccount()
    seen.modal = useModal()
    seen.disconnect = useDisconnect().disconnect
    seen.signIn = useSignIn().status
    seen.network = useNetwork()
    seen.wallet = useWalletInfo()
    seen.modalState = useModalState()
    return createElement(AgentryModal, { onOpenChange: (event) => openChanges.push(event.detail.open) })
  }

  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(async () => {
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(createElement(Probe)))
  })
  afterEach(async () => {
    await act(async () => root.unmount())
  })

  it('defines <agentry-modal> after mount and reports open changes through onOpenChange', async () => {
    expect(customElements.get('agentry-modal')).toBeDefined()
    expect(seen.modal?.isOpen).toBe(false)
    await act(async () => seen.modal!.open({ view: 'Connect' }))
    expect(seen.modal?.isOpen).toBe(true)
    await waitFor(() => expect(openChanges).toEqual([true]))
    await act(async () => {
      seen.modal!.close()
    })
    expect(modalState.open).toBe(false)
    expect(seen.modal?.isOpen).toBe(false)
  })

  it('follows the account through connect and disconnect', async () => {
    expect(seen.account).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(seen.signIn).toBe('idle')
    const { connect } = await import('@agentry/modal-core')
    await act(async () => connect({ connectorId: WALLET.rdns }))
    await waitFor(() => expect(seen.account?.balance).toBeDefined())
    expect(seen.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:1337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      balanceSymbol: 'ETH',
      chainId: 1337,
    })
    // The header's balance as the account button writes it, in the modal's language (issue 27).
    const [whole, fraction = ''] = seen.account!.balance!.split('.')
    const floored = `${Number(whole).toLocaleString('en')}.${fraction.padEnd(3, '0').slice(0, 3)}`
    expect(seen.account?.displayBalance).toBe(floored)
    await act(async () => setLocale('de'))
    await waitFor(() =>
      expect(seen.account?.displayBalance).toBe(floored.replaceAll(',', ' ').replace('.', ',').replaceAll(' ', '.')),
    )
    await act(async () => setLocale('en'))
    await act(async () => seen.disconnect!())
    expect(seen.account).toMatchObject({ isConnected: false, status: 'disconnected' })
  })

  it('useNetwork, useWalletInfo and useModalState follow the connection and the modal', async () => {
    expect(seen.network).toMatchObject({ caipNetworkId: 'eip155:1337', chainId: 1337 })
    expect(seen.network?.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1337'])
    expect(seen.wallet?.walletInfo).toBeUndefined()
    expect(seen.modalState).toEqual({ isOpen: false, view: 'Connect' })
    const { connect, disconnect } = await import('@agentry/modal-core')
    await act(async () => connect({ connectorId: WALLET.rdns }))
    await waitFor(() =>
      expect(seen.wallet?.walletInfo).toEqual({ name: 'Echo Wallet', icon: TEST_ICON, rdns: WALLET.rdns }),
    )
    expect(seen.network?.caipNetwork?.name).toBe('Localhost')
    await act(async () => seen.modal!.open())
    expect(seen.modalState).toEqual({ isOpen: true, view: 'Account' })
    // Switching to the network already active resolves and keeps it.
    await act(async () => seen.network!.switchNetwork(seen.network!.networks[0]!))
    expect(seen.network?.chainId).toBe(1337)
    await act(async () => disconnect())
    expect(seen.wallet?.walletInfo).toBeUndefined()
  })
})
