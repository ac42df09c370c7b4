// @vitest-environment happy-dom
import {
  sampleWallets,
  startWalletDirectoryService,
  TEST_WALLET_INFO,
  type WalletDirectoryService,
} from '@agentry/test-utils'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { connect } from '../flows/connect.js'
import { connectionState } from '../connection/connectionState.js'
import { getConnector } from '../connectors/connectorsState.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { initModal } from '../flows/initModal.js'
import type { ModalOptions } from '../options/types.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'
import { fetchWallets } from './fetchWallets.js'
import { preloadWalletImages } from './preloadWalletImages.js'
import { searchWallets } from './searchWallets.js'
import { resetWalletDirectoryState, walletDirectoryState } from './walletDirectoryState.js'

let service: WalletDirectoryService
// 95 wallets, and one the page already has as an announced connector (same rdns): it is never listed twice.
const wallets = [
  ...sampleWallets(95),
  { ...sampleWallets(1)[0]!, id: 'test-wallet', name: 'Agentry Test Wallet', rdns: TEST_WALLET_INFO.rdns },
]
beforeAll(async () => {
  service = await startWalletDirectoryService({ projectId: 'project-1', wallets })
})
afterAll(async () => {
  await service.close()
})
const fixture = useWalletFixture()
const configure = (options: Partial<ModalOptions> = {}) =>
  initModal({
    networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl }), ethereumMainnet],
    projectId: 'project-1',
    serviceUrls: { walletDirectory: service.url },
    ...options,
  })
const asked = () => service.requests.filter((request) => request.path === '/getWallets').map((request) => request.query)

describe('the wallet directory', () => {
  test('pages of 40 appended until the count is reached; the announced wallet is not listed again', async () => {
    configure()
    service.requests.length = 0
    await fetchWallets()
    expect(walletDirectoryState).toMatchObject({
      available: true,
      count: 96,
      page: 1,
      loading: false,
      error: undefined,
    })
    expect(walletDirectoryState.wallets).toHaveLength(40)
    await Promise.all([fetchWallets(), fetchWallets()]) // joined: one request for page 2
    await fetchWallets()
    await fetchWallets() // nothing left
    expect(walletDirectoryState.page).toBe(3)
    expect(walletDirectoryState.wallets).toHaveLength(95)
    expect(walletDirectoryState.wallets.map((wallet) => wallet.id)).not.toContain('test-wallet')
    expect(asked()).toEqual(
      [1, 2, 3].map((page) => ({
        projectId: 'project-1',
        st: 'agentry',
        sv: 'modal-core',
        page: String(page),
        entries: '40',
        chains: 'eip155:1337,eip155:1',
      })),
    )
  })

  test('search: up to 100 entries, and only the latest query lands', async () => {
    configure()
    service.requests.length = 0
    const first = searchWallets('Wallet 1')
    await searchWallets('wallet 95')
    await first
    expect(walletDirectoryState.searchResults.map((wallet) => wallet.name)).toEqual(['Wallet 95'])
    expect(asked().at(-1)).toMatchObject({ entries: '100', search: 'wallet 95' })
    await searchWallets('  ')
    expect(walletDirectoryState.searchResults).toEqual([])
  })

  test('featured: 4 by default; featuredWalletIds in their own order', async () => {
    configure()
    await fetchFeaturedWallets()
    expect(walletDirectoryState.featured.map((wallet) => wallet.id)).toEqual([
      'wallet-1',
      'wallet-2',
      'wallet-3',
      'wallet-4',
    ])
    configure({ featuredWalletIds: ['wallet-9', 'wallet-3'] })
    await fetchFeaturedWallets()
    expect(walletDirectoryState.featured.map((wallet) => wallet.id)).toEqual(['wallet-9', 'wallet-3'])
  })

  test('include and exclude go to the directory', async () => {
    configure({ includeWalletIds: ['wallet-5', 'wallet-6', 'wallet-7'], excludeWalletIds: ['wallet-6'] })
    await fetchWallets()
    expect(walletDirectoryState.wallets.map((wallet) => wallet.id)).toEqual(['wallet-5', 'wallet-7'])
    expect(asked().at(-1)).toMatchObject({ include: 'wallet-5,wallet-6,wallet-7', exclude: 'wallet-6' })
  })

  test('badge type and image URLs through the client', async () => {
    const client = createWalletDirectoryClient({ baseUrl: service.url, projectId: 'project-1' })
    const { data } = await client.getWallets({ page: 1, entries: 100, badgeType: 'certified' })
    expect(data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    const image = await fetch(client.imageUrl('wallet', 'image-1'))
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
    expect(client.imageUrl('token', 'a b')).toBe(
      `${service.url}/public/getTokenImage/a%20b?projectId=project-1&st=agentry&sv=modal-core`,
    )
  })

  test('a failing directory: HTTP status code in the state, what was loaded kept; the injected wallet still connects', async () => {
    configure()
    await fetchWallets()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    service.failWith = 503
    await fetchWallets()
    await searchWallets('Wallet')
    service.failWith = undefined
    info.mockRestore()
    expect(walletDirectoryState).toMatchObject({
      error: 'HTTP status code: 503',
      errorCode: 'HTTP_STATUS',
      page: 1,
      // As data too, so the view can say it in the modal's language.
      searchError: 'HTTP status code: 503',
      searchErrorCode: 'HTTP_STATUS',
      searchErrorParams: { status: 503 },
      searchResults: [],
    })
    expect(walletDirectoryState.wallets).toHaveLength(40)
    expect(getConnector(TEST_WALLET_INFO.rdns)).toBeDefined()
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(connectionState.status).toBe('connected')
  })

  test('a wrong project id: 401 in the state', async () => {
    configure({ projectId: 'someone-else' })
    await fetchWallets()
    expect(walletDirectoryState.error).toBe('HTTP status code: 401')
  })

  test('no project id: nothing asked, the list unavailable, injected wallets listed and connecting', async () => {
    initModal({
      networks: [createLocalDevChain({ rpcUrl: fixture.rpcUrl })],
      serviceUrls: { walletDirectory: service.url },
    })
    service.requests.length = 0
    await Promise.all([fetchWallets(), searchWallets('x'), fetchFeaturedWallets()])
    expect(service.requests).toEqual([])
    expect(walletDirectoryState).toMatchObject({ available: false, wallets: [], featured: [], searchResults: [] })
    await connect({ connectorId: TEST_WALLET_INFO.rdns })
    expect(connectionState.status).toBe('connected')
  })
})

describe('preloadWalletImages', () => {
  test('the first 20 only, each given its timeout; never rejects', async () => {
    const created: string[] = []
    const Original = globalThis.Image
    // Records what is asked; these images never answer, so each gives up at its timeout.
    globalThis.Image = class extends Original {
      override set src(value: string) {
        created.push(value)
      }
    } as typeof Image
    try {
      const urls = Array.from({ length: 30 }, (_, index) => `${service.url}/getWalletImage/${index}`)
      await expect(preloadWalletImages([...urls, undefined], { timeout: 20 })).resolves.toBe(0)
      expect(created).toEqual(urls.slice(0, 20))
    } finally {
      globalThis.Image = Original
    }
  })
})

describe('the wallet directory after a reset', () => {
  test('an answer asked for before the reset is dropped; the next load starts the new list', async () => {
    initModal({
      networks: [createLocalDevChain(), ethereumMainnet],
      projectId: 'project-1',
      serviceUrls: { walletDirectory: service.url },
    })
    const stale = fetchWallets()
    resetWalletDirectoryState()
    initModal({
      networks: [createLocalDevChain(), ethereumMainnet],
      projectId: 'project-1',
      serviceUrls: { walletDirectory: service.url },
      includeWalletIds: ['wallet-2'],
    })
    const fresh = fetchWallets()
    await Promise.all([stale, fresh])
    expect(walletDirectoryState.wallets.map((wallet) => wallet.id)).toEqual(['wallet-2'])
    expect(walletDirectoryState).toMatchObject({ page: 1, count: 1, loading: false })
  })
})
