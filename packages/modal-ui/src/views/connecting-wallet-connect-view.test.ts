import {
  connectionState,
  createLocalDevChain,
  getActiveAccount,
  initModal,
  modalState,
  openModal,
  pushView,
  removeConnector,
  routerState,
} from '@agentry/modal-core'
import { tearDownWalletConnect } from '@agentry/modal-core/walletconnect'
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage, SignClient } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

// The WalletConnect views with the real connector: our relay on 127.0.0.1 and our sign-client as the
// wallet on the other end, which scans the QR code's URI.

describe('ConnectingWalletConnect views', () => {
  let modal: AgentryModalElement
  let relay: RelayServer
  let wallet: SignClient
  const core = useCoreFixture()

  beforeAll(async () => {
    relay = await startRelay()
    wallet = await SignClient.init({
      relayUrl: relay.url,
      metadata: { name: 'Phone Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
      storage: new MemoryStorage(),
    })
    wallet.on('session_proposal', ({ id, params }) => {
      const chains = params.optionalNamespaces.eip155?.chains ?? []
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains,
            accounts: chains.map((chain) => `${chain}:${ANVIL_ACCOUNTS[1].address}`),
            methods: ['personal_sign'],
            events: ['chainChanged'],
          },
        },
      })
    })
  })
  afterAll(async () => {
    await wallet.close()
    await relay.close()
  })
  beforeEach(() => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: core.rpcUrl })], walletConnect: { relayUrl: relay.url } })
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })
  afterEach(async () => {
    await tearDownWalletConnect()
    removeConnector('walletConnect')
  })

  const qrValue = () => deepQuery(modal, 'agentry-qr-code')?.getAttribute('value') ?? undefined

  it('from Connect: WalletConnect shows the QR code; the wallet scans it and the modal closes connected', async () => {
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepQuery(modal, 'agentry-wallet-row[data-action="wallet-connect"]')).toBeDefined())
    press(deepQuery(modal, 'agentry-wallet-row[data-action="wallet-connect"]')!)
    await waitFor(() => expect(routerState.view).toBe('ConnectingWalletConnectBasic'))
    await waitFor(() => expect(qrValue()).toMatch(/^wc:[0-9a-f]{64}@2\?/), { timeoutMs: 10_000 })
    expect(deepText(modal)).toContain('Scan with a WalletConnect wallet')
    expect(deepQuery(modal, 'agentry-qr-code')!.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe(
      'WalletConnect link as a QR code',
    )
    await wallet.pair({ uri: qrValue()! })
    await waitFor(() => expect(connectionState.status).toBe('connected'), { timeoutMs: 10_000 })
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[1].address)
    await waitFor(() => expect(modalState.open).toBe(false))
  })

  it('a directory wallet gets links that carry the URI to its app', async () => {
    await openModal({ view: 'Connect' })
    pushView('ConnectingWalletConnect', {
      wallet: {
        id: 'rainbow',
        name: 'Rainbow',
        mobileLink: 'rainbow://',
        desktopLink: null,
        webappLink: 'https://app.rainbow.example/',
      },
    })
    await waitFor(() => expect(qrValue()).toMatch(/^wc:/), { timeoutMs: 10_000 })
    const view = deepQuery(modal, 'agentry-connecting-wallet-connect-view')!
    const uri = qrValue()!
    expect(view.shadowRoot!.querySelector('[data-link="mobile"]')!.getAttribute('href')).toBe(
      `rainbow://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(view.shadowRoot!.querySelector('[data-link="webapp"]')!.getAttribute('href')).toBe(
      `https://app.rainbow.example/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(view.shadowRoot!.querySelector('[data-link="desktop"]')).toBeNull()
    expect(deepText(view)).toContain('Scan with Rainbow')
    expect(modal.shadowRoot!.querySelector('#agentry-modal-title')!.textContent!.trim()).toBe('Rainbow')
  })
})
