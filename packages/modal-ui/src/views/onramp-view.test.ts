import { pushView, routerState, type ModalOptions } from '@agentry/modal-core'
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { openAccountView } from '../testing/account-view-fixture.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-8888-4a6b-9d1e-0000000000c1',
  name: 'Theta Wallet',
  rdns: 'dev.agentry.theta',
  icon: TEST_ICON,
}
let anvil: Anvil
let service: BlockchainApiService
const cleanups: (() => void)[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  service = await startBlockchainApiService({ projectId: 'project-1', supportedChains: ['eip155:1'] })
})
afterAll(async () => {
  await service.close()
  await anvil.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
  service.failWith = undefined
  document.body.replaceChildren()
  resetCore()
  localStorage.clear()
})

/**
 * The services on loopback: the Blockchain API double also gets the view's image requests (it refuses
 * them, so our icons stay; onramp-images.test.ts covers the images). Left at its default, the image host
 * would be the public one.
 */
const loopbackServices = () => ({ blockchainApi: service.url, walletDirectory: service.url })

/** Connected on chain 1, the Account view open; then Buy. */
async function onOnramp(options: Partial<ModalOptions>) {
  const { modal, view } = await openAccountView({
    rpcUrl: anvil.rpcUrl,
    wallet: WALLET,
    cleanups,
    options,
    ready: '[data-action="onramp"]',
  })
  const actions = [...view.shadowRoot!.querySelectorAll('[role="group"] [data-action]')].map((action) =>
    action.getAttribute('data-action'),
  )
  // The spec's default order of the wallet features.
  expect(actions).toEqual(['onramp', 'swaps', 'receive', 'send'])
  press(view.shadowRoot!.querySelector('agentry-button[data-action="onramp"]')!)
  await waitFor(() => expect(routerState.view).toBe('OnRamp'))
  await waitFor(() =>
    expect(
      deepQuery(modal, 'agentry-onramp-view')?.shadowRoot?.querySelector('form, agentry-inline-error'),
    ).toBeTruthy(),
  )
  return { modal, view: deepQuery(modal, 'agentry-onramp-view')! }
}

const field = <T extends HTMLElement>(view: Element, name: string) =>
  view.shadowRoot!.querySelector<T>(`[name="${name}"]`)!
const typeAmount = (view: Element, value: string) => {
  const input = field<HTMLInputElement>(view, 'amount')
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}
const choose = (view: Element, name: string, value: string) => {
  const select = field<HTMLSelectElement>(view, name)
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }))
}

describe('the OnRamp view', () => {
  it('quotes the amount after typing pauses, shows each provider fee, and opens the buy page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { modal, view } = await onOnramp({ projectId: 'project-1', serviceUrls: loopbackServices() })
    expect(deepText(modal)).toContain('Buy Crypto')
    expect(deepText(view)).toContain('Between 10.00 and 7,500.00 USD')
    choose(view, 'purchase', 'ETH')
    typeAmount(view, '250')
    await waitFor(() => expect(view.shadowRoot!.querySelector('[data-testid="quote"]')).toBeTruthy())
    // The stand-in: 1.00 network fee + 1% provider fee; ETH at 2500.
    expect(deepText(view.shadowRoot!.querySelector('[data-testid="quote"]')!)).toBe(
      'You get about 0.1 ETH Fees 1.00 USD + 2.50 USD Total 253.50 USD',
    )
    expect(deepText(view)).toContain('Fee 2.50–5.00 USD')
    const quotes = service.requests.filter((request) => request.path === '/v1/onramp/quote')
    expect(quotes.at(-1)?.body).toMatchObject({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '250.00',
      network: 'ethereum',
    })
    // Typing quickly asks once, for the last amount.
    expect(quotes).toHaveLength(1)

    press(deepQuery(view, 'agentry-button[data-action="continue"]')!)
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    const [url, target, features] = open.mock.calls[0]!
    expect(new URL(String(url)).searchParams.get('address')).toBe(ANVIL_ACCOUNTS[0].address)
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer'])
    await waitFor(() => expect(deepText(view)).toContain('Open Coinbase again'))
    expect(view.shadowRoot!.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('an amount out of the payment method limits shows the core message and cannot continue', async () => {
    const { view } = await onOnramp({ projectId: 'project-1', serviceUrls: loopbackServices() })
    typeAmount(view, '5')
    await waitFor(() => expect(deepText(view)).toContain('Enter an amount between 10.00 and 7500.00 USD'))
    expect(deepQuery(view, 'agentry-button[data-action="continue"]')!.hasAttribute('disabled')).toBe(true)
    // A bank transfer allows more than a card.
    choose(view, 'method', 'ach_bank_account')
    typeAmount(view, '20000')
    await waitFor(() => expect(view.shadowRoot!.querySelector('[data-testid="quote"]')).toBeTruthy())
    expect(deepText(view)).toContain('Between 10.00 and 25,000.00 USD')
  })

  it('when the service cannot quote, an estimate is shown and says so', async () => {
    const { view } = await onOnramp({ projectId: 'project-1', serviceUrls: loopbackServices() })
    service.failWith = 503
    typeAmount(view, '100')
    await waitFor(() => expect(deepText(view)).toContain('An estimate: the provider shows the final price.'))
  })

  it('without a project id, Buy is not offered; opened anyway, the view says so in plain words and asks nothing', async () => {
    service.requests.length = 0
    const { view } = await openAccountView({
      rpcUrl: anvil.rpcUrl,
      wallet: WALLET,
      cleanups,
      options: { serviceUrls: { blockchainApi: service.url } },
      ready: '[data-action="send"]',
    })
    const actions = [...view.shadowRoot!.querySelectorAll('[role="group"] [data-action]')].map((action) =>
      action.getAttribute('data-action'),
    )
    // Swap stays: without a project id it runs on Uniswap v3 on chain.
    expect(actions).toEqual(['swaps', 'receive', 'send'])
    pushView('OnRamp')
    await waitFor(() =>
      expect(deepText(deepQuery(document.body, 'agentry-onramp-view')!)).toContain(
        'Buying crypto is not available in this app',
      ),
    )
    const onramp = deepQuery(document.body, 'agentry-onramp-view')!
    expect(onramp.shadowRoot!.querySelector('form')).toBeNull()
    expect(deepText(onramp)).not.toMatch(/project id/i)
    expect(service.requests).toEqual([])
  })
})
