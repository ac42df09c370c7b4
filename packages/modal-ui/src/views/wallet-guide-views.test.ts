import {
  createLocalDevChain,
  initModal,
  openModal,
  routerState,
  watchInjectedConnectors,
  type ModalOptions,
} from '@agentry/modal-core'
import { CURATED_WALLETS } from '@agentry/modal-core/features'
import { tearDownWalletConnect } from '@agentry/modal-core/walletconnect'
import { startRelay } from '@agentry/relay'
import { createTestWallet, sampleWallets, startWalletDirectoryService } from '@agentry/test-utils'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { setLocale } from '../i18n/localeState.js'
import { loadView } from '../shell/view-registry.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepQueryAll, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const METAMASK = {
  uuid: '0b7c1f3e-3333-4a6b-9d1e-000000000003',
  name: 'MetaMask',
  rdns: 'io.metamask',
  icon: TEST_ICON,
}

// The connect button prefetches the Connect view when the page is idle, and that view imports the login views
// (and through them the frame client) on its own: both chains must finish before the environment is torn down,
// or the late import is an unhandled error.
afterAll(async () => {
  await loadView('Connect')
  await import('./login-views.js')
})

describe('curated wallet list and the wallet guide', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()

  const configure = (options: Partial<ModalOptions> = {}) => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: core.rpcUrl })], ...options })
    core.cleanups.push(watchInjectedConnectors())
  }
  const connectView = () => deepQuery(modal, 'agentry-connect-view')
  // Curated wallets that are not installed render as rows straight into the Connect view's list.
  const curatedIds = () =>
    [...(connectView()?.shadowRoot?.querySelectorAll('li[data-wallet-id]') ?? [])].map((li) =>
      li.getAttribute('data-wallet-id'),
    )
  const title = () => modal.shadowRoot!.querySelector('#agentry-modal-title')!.textContent!.trim()

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })
  afterEach(() => setLocale('en'))

  it('lists the curated wallets with no vendor; an installed one (same rdns) comes first, marked, and once', async () => {
    configure()
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), METAMASK))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(curatedIds()).toHaveLength(CURATED_WALLETS.length - 1))
    expect(curatedIds()).not.toContain('metamask')
    const installed = deepQueryAll(modal, 'agentry-wallet-row[data-section="injected"]')
    expect(installed.map((row) => [row.getAttribute('name'), row.getAttribute('tag')])).toEqual([
      ['MetaMask', 'Installed'],
    ])
    // The installed row is above the curated ones in the same list.
    const list = connectView()!.shadowRoot!.querySelector('ul')!
    expect(list.firstElementChild!.querySelector('agentry-wallet-row')?.getAttribute('name')).toBe('MetaMask')
    const rabby = connectView()!.shadowRoot!.querySelector('li[data-wallet-id="rabby"]')!
    expect(rabby.querySelector('.tag')!.textContent).toBe('Get')
    expect(rabby.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  })

  it('a wallet that is not installed opens "Get <wallet>" with its install links; no QR code without a relay', async () => {
    configure()
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(curatedIds()).toContain('rabby'))
    connectView()!.shadowRoot!.querySelector<HTMLButtonElement>('li[data-wallet-id="rabby"] button')!.click()
    await waitFor(() => expect(deepQuery(modal, 'agentry-get-wallet-view')).toBeDefined())
    expect(routerState.view).toBe('GetWallet')
    expect(title()).toBe('Get Rabby')
    const view = deepQuery(modal, 'agentry-get-wallet-view')!
    const href = (kind: string) => view.shadowRoot!.querySelector(`[data-link="${kind}"]`)?.getAttribute('href')
    const rabby = CURATED_WALLETS.find((wallet) => wallet.id === 'rabby')!
    expect(href('desktop')).toBe(rabby.links.desktop)
    expect(href('ios')).toBe(rabby.links.ios)
    expect(href('android')).toBe(rabby.links.android)
    expect(deepText(view)).toContain('Install the Rabby app on your phone.')
    expect(deepQuery(modal, 'agentry-qr-code')).toBeUndefined()
  })

  it('with a relay, "Get <wallet>" shows a QR code and the wallet\'s mobile deep link', async () => {
    const relay = await startRelay()
    core.cleanups.push(() => void relay.close())
    configure({ walletConnect: { relayUrl: relay.url } })
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(curatedIds()).toContain('trust'))
    connectView()!.shadowRoot!.querySelector<HTMLButtonElement>('li[data-wallet-id="trust"] button')!.click()
    await waitFor(() => expect(deepQuery(modal, 'agentry-qr-code')?.getAttribute('value')).toMatch(/^wc:/), {
      timeoutMs: 10_000,
    })
    const uri = deepQuery(modal, 'agentry-qr-code')!.getAttribute('value')!
    const qr = deepQuery(modal, 'agentry-connecting-wallet-connect-view')!
    expect(qr.shadowRoot!.querySelector('[data-link="mobile"]')!.getAttribute('href')).toBe(
      `trust://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(deepText(modal)).toContain('Already have Trust Wallet on your phone?')
    await tearDownWalletConnect()
  })

  it('"What is a wallet?" explains, then leads to "Get a wallet", which lists the wallets', async () => {
    configure({ wallets: { hide: ['okx'], order: ['phantom'] } })
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepQuery(modal, '[data-action="what-is-a-wallet"]')).toBeDefined())
    deepQuery(modal, '[data-action="what-is-a-wallet"]')!.click()
    await waitFor(() => expect(deepQuery(modal, 'agentry-what-is-a-wallet-view')).toBeDefined())
    expect(title()).toBe('What is a wallet?')
    expect(deepText(deepQuery(modal, 'agentry-what-is-a-wallet-view')!)).toContain('Your keys, your account')
    press(deepQuery(modal, 'agentry-button[data-action="get-a-wallet"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-get-a-wallet-view')).toBeDefined())
    expect(title()).toBe('Get a wallet')
    const names = [...deepQuery(modal, 'agentry-get-a-wallet-view')!.shadowRoot!.querySelectorAll('.name')].map(
      (name) => name.textContent,
    )
    expect(names[0]).toBe('Phantom')
    expect(names).toHaveLength(CURATED_WALLETS.length - 1)
    expect(names).not.toContain('OKX Wallet')
  })

  it('is translated: German texts on the Connect view and in the guide', async () => {
    configure()
    await setLocale('de')
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepText(connectView() ?? modal)).toContain('Was ist eine Wallet?'))
    expect(deepText(connectView()!)).toContain('Wallet besorgen')
    deepQuery(modal, '[data-action="get-a-wallet"]')!.click()
    await waitFor(() => expect(title()).toBe('Wallet besorgen'))
  })

  it('with a project id the hosted directory takes over: no curated rows, no guide', async () => {
    const service = await startWalletDirectoryService({ projectId: 'project-1', wallets: sampleWallets(5) })
    core.cleanups.push(() => void service.close())
    configure({ projectId: 'project-1', serviceUrls: { walletDirectory: service.url } })
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepQuery(modal, 'agentry-wallet-row[data-action="all-wallets"]')).toBeDefined())
    expect(curatedIds()).toEqual([])
    expect(deepQuery(modal, '[data-action="what-is-a-wallet"]')).toBeUndefined()
  })
})
