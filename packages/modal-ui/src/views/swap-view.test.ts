import { pushView, routerState, snackbarState, type ModalOptions } from '@agentry/modal-core'
import { swapState } from '@agentry/modal-core/swap'
import {
  ANVIL_ACCOUNTS,
  startAnvil,
  startBlockchainApiService,
  type Anvil,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { deploySwapTestbed } from '@agentry/test-utils/swap'
import type { TestToken } from '@agentry/test-utils/token'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { setLocale } from '../i18n/localeState.js'
import { openAccountView } from '../testing/account-view-fixture.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-6666-4a6b-9d1e-000000000006',
  name: 'Zeta Wallet',
  rdns: 'dev.agentry.zeta',
  icon: TEST_ICON,
}
const owner = ANVIL_ACCOUNTS[2]
let anvil: Anvil
let usdc: TestToken
let service: BlockchainApiService
const cleanups: (() => void)[] = []

beforeAll(async () => {
  // Chain id 1: swaps run only on the spec's swap networks; this node stands in for Ethereum.
  anvil = await startAnvil({ chainId: 1 })
  const testbed = await deploySwapTestbed({ rpcUrl: anvil.rpcUrl, privateKey: owner.privateKey })
  usdc = testbed.usdc
  service = await startBlockchainApiService({
    projectId: 'project-1',
    supportedChains: ['eip155:1'],
    swap: testbed.service,
  })
})
afterAll(async () => {
  await service.close()
  await anvil.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.replaceChildren()
  resetCore()
  localStorage.clear()
})

async function onSwapView(options: Partial<ModalOptions>) {
  const { modal, view } = await openAccountView({
    rpcUrl: anvil.rpcUrl,
    wallet: WALLET,
    cleanups,
    options,
    ready: '[data-action="swaps"]',
  })
  press(view.shadowRoot!.querySelector('agentry-button[data-action="swaps"]')!)
  await waitFor(() => expect(deepQuery(modal, 'agentry-swap-view')).toBeDefined())
  return modal
}

describe('Swap through the modal', () => {
  it('ETH to USDC: quoted as typed, reviewed, swapped on chain, Transaction started on Account', async () => {
    const modal = await onSwapView({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    const view = () => deepQuery(modal, 'agentry-swap-view')!
    await waitFor(() => expect(view().shadowRoot!.querySelector('select[name="to"]')).not.toBeNull())
    const to = view().shadowRoot!.querySelector<HTMLSelectElement>('select[name="to"]')!
    to.value = `eip155:1:${usdc.address}`
    to.dispatchEvent(new Event('change'))
    const amount = view().shadowRoot!.querySelector<HTMLInputElement>('input[name="amount"]')!
    amount.value = '0.5'
    amount.dispatchEvent(new Event('input'))
    await waitFor(() =>
      expect(view().shadowRoot!.querySelector('[data-testid="to-amount"]')?.textContent?.trim()).toBe('1,500 USDC'),
    )
    press(deepQuery(view(), 'agentry-button[data-action="review"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-swap-preview-view')).toBeDefined())
    const preview = deepQuery(modal, 'agentry-swap-preview-view')!
    expect(preview.shadowRoot!.querySelector('[data-testid="pay"]')?.textContent?.trim()).toBe('0.5 ETH')
    expect(deepText(preview)).toMatch(/Max\. slippage\s*1\s*%/)

    const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await chain.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ANVIL_ACCOUNTS[0].address],
    })
    press(deepQuery(preview, 'agentry-button[data-action="swap"]')!)
    await waitFor(() => expect(routerState.view).toBe('Account'))
    expect(snackbarState.message).toBe('Transaction started')
    const after = await chain.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ANVIL_ACCOUNTS[0].address],
    })
    expect(after - before).toBe(parseUnits('1500', 6))
    expect(swapState.quote).toBeUndefined()
  })

  it('the hosted source with no project id: Swap is not offered; opened anyway, the view says so in plain words, with no form', async () => {
    const { modal, view } = await openAccountView({
      rpcUrl: anvil.rpcUrl,
      wallet: WALLET,
      cleanups,
      options: { dataSources: { swap: 'hosted' } },
      ready: '[data-action="send"]',
    })
    expect(view.shadowRoot!.querySelector('[data-action="swaps"]')).toBeNull()
    pushView('Swap')
    await waitFor(() =>
      expect(
        deepQuery(modal, 'agentry-swap-view')?.shadowRoot?.querySelector('[data-testid="unavailable"]')?.textContent,
      ).toBe('Swaps are not available in this app'),
    )
    expect(deepQuery(modal, 'agentry-swap-view')!.shadowRoot!.querySelector('form')).toBeNull()
  })
})

// The view shows swap-core's texts by their codes, so they follow the modal's language: before, it showed
// the store's English text (why swaps cannot run, a wrong amount) whatever the language.
describe('Swap in the modal language', () => {
  afterEach(async () => {
    await setLocale('en')
  })

  it('why swaps cannot run (the hosted source with no project id) is said in German', async () => {
    await setLocale('de')
    const { modal } = await openAccountView({
      rpcUrl: anvil.rpcUrl,
      wallet: WALLET,
      cleanups,
      options: { dataSources: { swap: 'hosted' } },
      ready: '[data-action="send"]',
    })
    pushView('Swap')
    await waitFor(() =>
      expect(
        deepQuery(modal, 'agentry-swap-view')?.shadowRoot?.querySelector('[data-testid="unavailable"]')?.textContent,
      ).toBe('Tauschen ist in dieser App nicht verfügbar'),
    )
    expect(swapState.unavailableCode).toBe('FEATURE_UNAVAILABLE')
  })

  it('an amount that is not a number is refused in German', async () => {
    await setLocale('de')
    const modal = await onSwapView({ projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })
    const view = () => deepQuery(modal, 'agentry-swap-view')!
    await waitFor(() => expect(view().shadowRoot!.querySelector('input[name="amount"]')).not.toBeNull())
    const amount = view().shadowRoot!.querySelector<HTMLInputElement>('input[name="amount"]')!
    amount.value = 'abc'
    amount.dispatchEvent(new Event('input'))
    await waitFor(() => expect(deepText(deepQuery(view(), 'agentry-inline-error')!)).toBe('Ungültige Eingabe'))
  })
})
