import { openModal, type ModalOptions } from '@agentry/modal-core'
import {
  ANVIL_ACCOUNTS,
  createSampleHistory,
  startAnvil,
  startBlockchainApiService,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { setLocale } from '../i18n/localeState.js'
import { openAccountView } from '../testing/account-view-fixture.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepQueryAll, deepText } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'
import { sendEth, startNoOtterscanProxy } from '../testing/node-activity.js'

const WALLET = {
  uuid: '0b7c1f3e-7777-4a6b-9d1e-000000000007',
  name: 'Eta Wallet',
  rdns: 'dev.agentry.eta',
  icon: TEST_ICON,
}
const me = ANVIL_ACCOUNTS[0].address
let anvil: Anvil
let service: BlockchainApiService
const cleanups: (() => void)[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    history: { [me]: createSampleHistory(me) },
  })
})
afterAll(async () => {
  await service.close()
  await anvil.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
  resetCore()
  localStorage.clear()
  await setLocale('en')
})

const onAccount = async ({ rpcUrl = anvil.rpcUrl, ...options }: Partial<ModalOptions> & { rpcUrl?: string }) =>
  (await openAccountView({ rpcUrl, wallet: WALLET, cleanups, options })).view
const tab = (view: Element, name: string) =>
  [...view.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (candidate) => candidate.textContent?.trim() === name,
  )!

describe('the Account view tabs', () => {
  it('Activity: by month, spam left out, Load more appends the next page until none is left', async () => {
    const view = await onAccount({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    expect(tab(view, 'Tokens').getAttribute('aria-selected')).toBe('true')
    // Keyboard: from the first tab, the left arrow wraps to the last one, Activity, and focuses it.
    view
      .shadowRoot!.querySelector('[role="tablist"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    await waitFor(() => expect(tab(view, 'Activity').getAttribute('aria-selected')).toBe('true'))
    const list = () => deepQuery(view, 'agentry-activity-list')!
    await waitFor(() => expect(deepQueryAll(list(), '.entry')).toHaveLength(2))
    expect(deepText(list())).toContain('March 2025')
    expect(deepQueryAll(list(), '.entry').map((entry) => entry.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Sent · Mar 20 −10 USDC',
      'Sent · Mar 1 −30 USDC',
    ])
    const more = () =>
      [...list().shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find(
        (button) => button.textContent?.trim() === 'Load more',
      )
    more()!.click()
    await waitFor(() => expect(deepQueryAll(list(), '.entry')).toHaveLength(4))
    expect(deepText(list())).toContain('February 2025')
    expect(more()).toBeUndefined()
    await setLocale('de')
    await waitFor(() => expect(deepText(list())).toContain('Februar 2025'))
    // The day of each entry is German too: day before month, with a period.
    expect(deepText(list())).toContain('20. März')
  })

  it('no project id: the Activity tab lists what the node (Otterscan API) knows of the account, complete', async () => {
    const hash = await sendEth(anvil.rpcUrl)
    const view = await onAccount({})
    tab(view, 'Activity').click()
    const list = () => deepQuery(view, 'agentry-activity-list')!
    await waitFor(() => expect(deepQuery(list(), `.entry[data-id="${hash}"]`)).toBeTruthy())
    expect(deepQuery(list(), `.entry[data-id="${hash}"]`)!.textContent!.replace(/\s+/g, ' ')).toContain('Sent')
    expect(deepQuery(list(), `.entry[data-id="${hash}"]`)!.textContent!.replace(/\s+/g, ' ')).toContain('−0.125 ETH')
    expect(deepText(list())).not.toContain('Recent transfers only')
  })

  it('no project id, a node without the Otterscan API: the list says plainly it is partial', async () => {
    const proxy = await startNoOtterscanProxy(anvil.rpcUrl)
    cleanups.push(() => void proxy.close())
    const view = await onAccount({ rpcUrl: proxy.url })
    tab(view, 'Activity').click()
    const list = () => deepQuery(view, 'agentry-activity-list')!
    await waitFor(() =>
      expect(deepText(list())).toContain('Recent transfers only: this network does not provide the full history'),
    )
  })

  it('the hosted source picked with no project id: the Activity tab says why, with no retry', async () => {
    const view = await onAccount({ dataSources: { activity: 'hosted' } })
    tab(view, 'Activity').click()
    await waitFor(() =>
      expect(deepText(deepQuery(view, 'agentry-activity-list')!)).toContain('Activity is not available in this app'),
    )
    expect(deepQuery(view, 'agentry-activity-list')!.shadowRoot!.querySelector('button')).toBeNull()
  })

  it('a failing service: Failed to fetch transactions, and the retry loads them', async () => {
    const view = await onAccount({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    service.failWith = 500
    tab(view, 'Activity').click()
    const list = () => deepQuery(view, 'agentry-activity-list')!
    await waitFor(() => expect(deepText(list())).toContain('Failed to fetch transactions'))
    service.failWith = undefined
    list().shadowRoot!.querySelector('button')!.click()
    await waitFor(() => expect(deepQueryAll(list(), '.entry')).toHaveLength(2))
  })

  it('the Activity view on its own lists the same history, titled Activity', async () => {
    await onAccount({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    const modal = document.querySelector('agentry-modal')!
    await openModal({ view: 'Activity' })
    await waitFor(() =>
      expect(
        deepQueryAll(deepQuery(modal, 'agentry-modal agentry-activity-list, agentry-activity-list')!, '.entry').length,
      ).toBeGreaterThan(0),
    )
    expect(modal.shadowRoot!.querySelector('#agentry-modal-title')!.textContent!.trim()).toBe('Activity')
  })
})
