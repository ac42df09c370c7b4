import { getActiveAccount, type ModalOptions } from '@agentry/modal-core'
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  type Anvil,
  type BlockchainApiService,
  type ServiceTransaction,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { setLocale } from '../i18n/localeState.js'
import { openAccountView } from '../testing/account-view-fixture.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepQueryAll, deepText } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-8888-4a6b-9d1e-000000000008',
  name: 'Theta Wallet',
  rdns: 'dev.agentry.theta',
  icon: TEST_ICON,
}
const me = ANVIL_ACCOUNTS[0].address
const CATS = '0x00000000000000000000000000000000000ca750'

const nft = (direction: 'in' | 'out', tokenId: string, name: string, extra: Record<string, unknown> = {}) => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: {
    contract_address: CATS,
    token_id: tokenId,
    name,
    collection_info: { name: 'Friendly Cats' },
    flags: { is_spam: false },
    ...extra,
  },
})

// Newest first: cat #7 came in and went out again; cat #8 is held; the airdrop is spam.
const HISTORY = [
  {
    id: '4',
    metadata: { minedAt: '2025-04-04T10:00:00.000Z', chain: 'eip155:1' },
    transfers: [nft('in', '99', 'Free Airdrop Claim', { flags: { is_spam: true } })],
  },
  {
    id: '3',
    metadata: { minedAt: '2025-04-03T10:00:00.000Z', chain: 'eip155:1' },
    transfers: [nft('out', '7', 'Friendly Cat #7')],
  },
  {
    id: '2',
    metadata: { minedAt: '2025-04-02T10:00:00.000Z', chain: 'eip155:1' },
    transfers: [nft('in', '8', 'Friendly Cat #8', { content: { preview: { url: 'http://127.0.0.1:9/cat-8.png' } } })],
  },
  {
    id: '1',
    metadata: { minedAt: '2025-04-01T10:00:00.000Z', chain: 'eip155:1' },
    transfers: [nft('in', '7', 'Friendly Cat #7')],
  },
] as ServiceTransaction[]

let anvil: Anvil
let service: BlockchainApiService
let emptyService: BlockchainApiService
const cleanups: (() => void)[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    history: { [me]: HISTORY },
    historyPageSize: 2,
  })
  emptyService = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    history: { [me]: [] },
  })
})
afterAll(async () => {
  await service.close()
  await emptyService.close()
  await anvil.stop()
})
afterEach(async () => {
  service.failWith = undefined
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
  resetCore()
  localStorage.clear()
  await setLocale('en')
})

const onAccount = async (options: Partial<ModalOptions>) =>
  (await openAccountView({ rpcUrl: anvil.rpcUrl, wallet: WALLET, cleanups, options })).view
const tabs = (view: Element) => [...view.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')]
const grid = (view: Element) => deepQuery(view, 'agentry-nft-grid')!
const key = (view: Element, name: string) =>
  view
    .shadowRoot!.querySelector('[role="tablist"]')!
    .dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))

describe('the Account view NFTs tab', () => {
  it('tabs Tokens, NFTs, Activity by keyboard; the grid shows the NFTs still held, with alt text, spam and sent-away ones left out', async () => {
    const view = await onAccount({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    expect(tabs(view).map((tab) => tab.textContent?.trim())).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tabs(view).map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
    key(view, 'ArrowRight')
    await waitFor(() => expect(tabs(view)[1]!.getAttribute('aria-selected')).toBe('true'))
    await waitFor(() => expect(view.shadowRoot!.activeElement?.id).toBe('tab-NFTs'))
    const panel = view.shadowRoot!.querySelector('[role="tabpanel"]')!
    expect(panel.getAttribute('aria-labelledby')).toBe('tab-NFTs')

    await waitFor(() => expect(deepQueryAll(grid(view), 'li')).toHaveLength(1))
    const list = grid(view).shadowRoot!.querySelector('ul')!
    expect(list.getAttribute('aria-label')).toBe('Your NFTs')
    expect(deepText(grid(view))).toContain('Friendly Cat #8')
    expect(deepText(grid(view))).toContain('Friendly Cats')
    expect(deepText(grid(view))).not.toContain('Friendly Cat #7')
    expect(deepText(grid(view))).not.toContain('Free Airdrop Claim')
    const image = grid(view).shadowRoot!.querySelector('img')!
    expect(image.getAttribute('src')).toBe('http://127.0.0.1:9/cat-8.png')
    expect(image.getAttribute('alt')).toBe('Image of Friendly Cat #8')
    await setLocale('de')
    await waitFor(() =>
      expect(grid(view).shadowRoot!.querySelector('img')!.getAttribute('alt')).toBe('Bild von Friendly Cat #8'),
    )

    key(view, 'End')
    await waitFor(() => expect(tabs(view)[2]!.getAttribute('aria-selected')).toBe('true'))
    key(view, 'Home')
    await waitFor(() => expect(tabs(view)[0]!.getAttribute('aria-selected')).toBe('true'))
  })

  it('no NFTs in the history: the empty state', async () => {
    const view = await onAccount({ projectId: 'project-1', serviceUrls: { blockchainApi: emptyService.url } })
    tabs(view)[1]!.click()
    await waitFor(() => expect(grid(view).shadowRoot!.querySelector('[data-state="empty"]')).toBeTruthy())
    expect(deepText(grid(view))).toContain('No NFTs yet')
  })

  it('a failing service: the core message (in German too), and the retry loads the NFTs', async () => {
    const view = await onAccount({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    // Fail only the history: the list of supported networks (asked for the token list) is in by then.
    await waitFor(() => expect(getActiveAccount().tokenBalanceLoading).toBe(false))
    expect(service.requests.some((request) => request.path === '/v1/supported-chains')).toBe(true)
    service.failWith = 500
    await setLocale('de')
    tabs(view)[1]!.click()
    await waitFor(() => expect(deepText(grid(view))).toContain('Transaktionen konnten nicht geladen werden'))
    await setLocale('en')
    await waitFor(() => expect(deepText(grid(view))).toContain('Failed to fetch transactions'))
    service.failWith = undefined
    const retry = grid(view).shadowRoot!.querySelector('button')!
    expect(retry.textContent?.trim()).toBe('Try again')
    retry.click()
    await waitFor(() => expect(deepQueryAll(grid(view), 'li')).toHaveLength(1))
  })
})
