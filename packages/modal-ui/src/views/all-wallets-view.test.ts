import {
  connectionState,
  createLocalDevChain,
  ethereumMainnet,
  initModal,
  openModal,
  routerState,
  watchInjectedConnectors,
  type ModalOptions,
} from '@agentry/modal-core'
import { walletDirectoryState } from '@agentry/modal-core/features'
import {
  createTestWallet,
  sampleWallets,
  startWalletDirectoryService,
  type WalletDirectoryService,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { setLocale } from '../i18n/localeState.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import type { AgentryAllWalletsView } from './all-wallets-view.js'
import { useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const ALPHA = {
  uuid: '0b7c1f3e-1111-4a6b-9d1e-0000000000a1',
  name: 'Alpha Wallet',
  rdns: 'dev.agentry.alpha',
  icon: TEST_ICON,
}

describe('AllWallets view', () => {
  let modal: AgentryModalElement
  let service: WalletDirectoryService
  const core = useCoreFixture()

  beforeAll(async () => {
    // Wallet 3 is Alpha as the directory knows it: once Alpha is announced it must not be listed twice.
    const wallets = sampleWallets(50).map((wallet) =>
      wallet.id === 'wallet-3' ? { ...wallet, name: 'Alpha Wallet', rdns: ALPHA.rdns } : wallet,
    )
    service = await startWalletDirectoryService({ projectId: 'project-1', wallets })
  })
  afterAll(async () => {
    await service.close()
  })

  const configure = (options: Partial<ModalOptions> = {}) => {
    initModal({
      networks: [createLocalDevChain({ rpcUrl: core.rpcUrl }), ethereumMainnet],
      projectId: 'project-1',
      serviceUrls: { walletDirectory: service.url },
      ...options,
    })
    core.cleanups.push(watchInjectedConnectors())
  }
  const view = () => deepQuery<AgentryAllWalletsView>(modal, 'agentry-all-wallets-view')!
  // The list renders each wallet as a button in an <li> carrying the wallet's or connector's id.
  const rows = () => [...(deepQuery(modal, 'agentry-all-wallets-view')?.shadowRoot?.querySelectorAll('ul > li') ?? [])]
  const rowName = (row: Element) => row.querySelector('.name')?.textContent
  const rowTag = (row: Element) => row.querySelector('.tag')?.textContent
  const names = () => rows().map(rowName)
  const pressRow = (row: Element) => row.querySelector('button')!.click()
  const search = (value: string) => {
    const input = view().shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
  }

  beforeEach(() => {
    service.requests.length = 0
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })
  afterEach(() => {
    service.failWith = undefined
  })

  it('opens from Connect: the installed wallet first, then featured and the first page, Alpha listed once', async () => {
    configure()
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), ALPHA))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepQuery(modal, 'agentry-wallet-row[data-action="all-wallets"]')).toBeDefined())
    // The first page is fetched once Connect has shown: the row tells how many wallets there are (50).
    await waitFor(() =>
      expect(deepQuery(modal, 'agentry-wallet-row[data-action="all-wallets"]')!.getAttribute('tag')).toBe('40+'),
    )
    press(deepQuery(modal, 'agentry-wallet-row[data-action="all-wallets"]')!)
    await waitFor(() => expect(routerState.view).toBe('AllWallets'))
    await waitFor(() => expect(rows().length).toBeGreaterThan(30))
    expect(deepText(modal)).toContain('All Wallets')
    const listed = names()
    expect(listed[0]).toBe('Alpha Wallet')
    expect(rowTag(rows()[0]!)).toBe('Installed')
    expect(listed.filter((name) => name === 'Alpha Wallet')).toHaveLength(1)
    // Featured (the first 4 but Alpha) lead the directory part; page 1 (40, Alpha left out) follows, each once.
    expect(listed.slice(1, 4)).toEqual(['Wallet 1', 'Wallet 2', 'Wallet 4'])
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed).toHaveLength(1 + 39)
    const certified = rows().find((row) => rowName(row) === 'Wallet 1')!
    expect(certified.getAttribute('data-wallet-id')).toBe('wallet-1')
    expect(rowTag(certified)).toBe('Certified')
    expect(rowTag(rows().find((row) => rowName(row) === 'Wallet 2')!)).toBeUndefined()
    const image = new URL(certified.querySelector('img')!.src)
    expect(`${image.origin}${image.pathname}`).toBe(`${service.url}/getWalletImage/image-1`)
    expect(image.searchParams.get('projectId')).toBe('project-1')
    expect(view().shadowRoot!.querySelector('ul')!.getAttribute('aria-label')).toBe('Wallets')
  })

  it('loads the next page with "Load more" where scrolling cannot be observed, until every wallet is listed', async () => {
    const observer = globalThis.IntersectionObserver
    // @ts-expect-error the fallback for browsers without IntersectionObserver
    delete globalThis.IntersectionObserver
    core.cleanups.push(() => void (globalThis.IntersectionObserver = observer))
    configure()
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(rows()).toHaveLength(40))
    const more = () => view().shadowRoot!.querySelector<HTMLButtonElement>('[data-action="load-more"]')
    more()!.click()
    await waitFor(() => expect(rows()).toHaveLength(50))
    expect(more()).toBeNull()
    expect(
      service.requests.filter((request) => request.path === '/getWallets').map((request) => request.query.page),
    ).toEqual(expect.arrayContaining(['1', '2']))
  })

  it('with IntersectionObserver the list ends in a sentinel instead of a button', async () => {
    configure()
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(rows()).toHaveLength(40))
    expect(view().shadowRoot!.querySelector('.sentinel')).not.toBeNull()
    expect(view().shadowRoot!.querySelector('[data-action="load-more"]')).toBeNull()
  })

  it('searches by name after typing pauses; installed wallets are matched locally; no match says so', async () => {
    configure()
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), ALPHA))
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(30))
    search('wallet 1')
    // Until the pause ends the list is busy, not "No wallet found".
    await view().updateComplete
    expect(view().shadowRoot!.querySelector('ul')!.getAttribute('aria-busy')).toBe('true')
    expect(deepText(view())).not.toContain('No wallet found')
    await waitFor(() =>
      expect(names()).toEqual(['Wallet 1', ...Array.from({ length: 10 }, (_, index) => `Wallet ${10 + index}`)]),
    )
    expect(service.requests.filter((request) => request.query.search).map((request) => request.query.search)).toEqual([
      'wallet 1',
    ])
    search('alpha')
    await waitFor(() => expect(names()).toEqual(['Alpha Wallet']))
    search('zzz')
    await waitFor(() => expect(deepText(view())).toContain('No wallet found'))
    expect(rows()).toHaveLength(0)
    search('')
    await waitFor(() => expect(rows().length).toBeGreaterThan(30))
  })

  it('a failed page shows the service message with a retry that loads it', async () => {
    configure()
    service.failWith = 503
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(deepText(view())).toContain('HTTP status code: 503'))
    service.failWith = undefined
    const retry = deepQuery(view(), 'agentry-inline-error')!
    retry.shadowRoot!.querySelector('button')!.click()
    await waitFor(() => expect(rows()).toHaveLength(40))
    expect(deepText(view())).not.toContain('HTTP status code')
  })

  it("a failed page and a failed search are said in the modal's language (before: the English text in any language)", async () => {
    const shown = () => deepText(deepQuery(view(), 'agentry-inline-error')!)
    await setLocale('de')
    try {
      configure()
      service.failWith = 503
      await openModal({ view: 'AllWallets' })
      await waitFor(() => expect(shown()).toContain('HTTP-Statuscode: 503'))
      service.failWith = undefined
      deepQuery(view(), 'agentry-inline-error')!.shadowRoot!.querySelector('button')!.click()
      await waitFor(() => expect(rows()).toHaveLength(40))
      service.failWith = 503
      search('wallet 1')
      await waitFor(() => expect(shown()).toContain('HTTP-Statuscode: 503'))
    } finally {
      await setLocale('en')
    }
  })

  it('without a project id: no directory request, the installed wallets only, with a note; no All wallets row on Connect', async () => {
    configure({ projectId: undefined })
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), ALPHA))
    await openModal({ view: 'Connect' })
    await waitFor(() =>
      expect(deepQuery(modal, 'agentry-connect-view agentry-wallet-row, agentry-wallet-row')).toBeDefined(),
    )
    expect(deepQuery(modal, 'agentry-wallet-row[data-action="all-wallets"]')).toBeUndefined()
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(names()).toEqual(['Alpha Wallet']))
    expect(deepText(view())).toContain('Only the wallets installed in this browser are listed here.')
    expect(service.requests).toEqual([])
    expect(walletDirectoryState.available).toBe(false)
  })

  it('an installed wallet opens ConnectingExternal, which connects it and closes the modal', async () => {
    configure()
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), ALPHA))
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(names()[0]).toBe('Alpha Wallet'))
    pressRow(rows()[0]!)
    await waitFor(() => expect(connectionState.status).toBe('connected'))
    expect(connectionState.activeConnectorId).toBe(ALPHA.rdns)
  })

  it('a directory wallet opens ConnectingWalletConnect, which says WalletConnect is not set up and goes back', async () => {
    configure()
    await openModal({ view: 'AllWallets' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(30))
    pressRow(rows().find((row) => rowName(row) === 'Wallet 2')!)
    await waitFor(() => expect(routerState.view).toBe('ConnectingWalletConnect'))
    await waitFor(() =>
      expect(deepText(modal)).toContain('Wallet 2 connects through WalletConnect, which this app has not set up.'),
    )
    expect(routerState.data?.wallet).toMatchObject({ id: 'wallet-2', name: 'Wallet 2' })
    press(deepQuery(modal, 'agentry-button[data-action="back"]')!)
    await waitFor(() => expect(routerState.view).toBe('AllWallets'))
  })
})
