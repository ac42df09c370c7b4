import { pushView, routerState, type ModalOptions } from '@agentry/modal-core'
import {
  startAnvil,
  startBlockchainApiService,
  startWalletDirectoryService,
  type Anvil,
  type BlockchainApiService,
  type WalletDirectoryService,
} from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import { bundledTokenIcon } from '../icons/token-icons.js'
import { setLocale } from '../i18n/localeState.js'
import { openAccountView } from '../testing/account-view-fixture.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepText } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'
import { fiatCurrencyIcon, forgetHostedImages, loadHostedImage, onrampProviderIcon } from './onramp-images.js'

const WALLET = {
  uuid: '0b7c1f3e-8888-4a6b-9d1e-0000000000c2',
  name: 'Iota Wallet',
  rdns: 'dev.agentry.iota',
  icon: TEST_ICON,
}
let anvil: Anvil
let api: BlockchainApiService
let directory: WalletDirectoryService
const cleanups: (() => void)[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  api = await startBlockchainApiService({ projectId: 'project-1', supportedChains: ['eip155:1'] })
  directory = await startWalletDirectoryService({ projectId: 'project-1', wallets: [] })
})
afterAll(async () => {
  await Promise.all([api.close(), directory.close()])
  await anvil.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  directory.failWith = undefined
  directory.requests.length = 0
  forgetHostedImages()
  await setLocale('en')
  document.body.replaceChildren()
  resetCore()
  localStorage.clear()
})

/** Connected on chain 1 with a project id, the OnRamp view open with its options (the sample ones). */
async function openOnramp(options: Partial<ModalOptions> = {}) {
  const { modal } = await openAccountView({
    rpcUrl: anvil.rpcUrl,
    wallet: WALLET,
    cleanups,
    options: {
      projectId: 'project-1',
      serviceUrls: { blockchainApi: api.url, walletDirectory: directory.url },
      ...options,
    },
    ready: '[data-action="onramp"]',
  })
  pushView('OnRamp')
  await waitFor(() => expect(routerState.view).toBe('OnRamp'))
  await waitFor(() => expect(deepQuery(modal, 'agentry-onramp-view')?.shadowRoot?.querySelector('form')).toBeTruthy())
  return deepQuery(modal, 'agentry-onramp-view')!
}

/** The image beside the field `name` (the chosen currency's), and each provider's. */
const fieldImage = (view: Element, name: string) =>
  view.shadowRoot!.querySelector(`[name="${name}"]`)!.parentElement!.querySelector<HTMLImageElement>('img')!
const providerImages = (view: Element) =>
  [...view.shadowRoot!.querySelectorAll<HTMLImageElement>('.provider img')].map((image) => image.getAttribute('src'))
const imageRequests = () =>
  directory.requests.filter((request) => /getCurrencyImage|getTokenImage/.test(request.path)).map((r) => r.path)

describe('the OnRamp view’s images', () => {
  it('shows the hosted images of the chosen currencies (spec section 7) and the providers’ icons', async () => {
    const view = await openOnramp()
    // The hosted images arrive as object URLs of what the service answered.
    await waitFor(() => expect(fieldImage(view, 'purchase').getAttribute('src')).toMatch(/^blob:/))
    await waitFor(() => expect(fieldImage(view, 'payment').getAttribute('src')).toMatch(/^blob:/))
    expect(imageRequests().sort()).toEqual([
      '/public/getCurrencyImage/EUR',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
      '/public/getTokenImage/USDC',
    ])
    // Each falls back on our icon if the image itself breaks.
    expect(fieldImage(view, 'purchase').dataset.fallback).toBe(bundledTokenIcon('USDC'))
    expect(fieldImage(view, 'payment').dataset.fallback).toBe(fiatCurrencyIcon('USD'))
    // Decorative: the name beside each says what it is.
    expect(fieldImage(view, 'payment').getAttribute('alt')).toBe('')
    expect(providerImages(view)).toEqual([
      onrampProviderIcon({ id: 'coinbase', name: 'Coinbase' }),
      onrampProviderIcon({ id: 'meld', name: 'Meld' }),
    ])
    expect(deepText(view)).toContain('US Dollar (USD)')
  })

  it('the chosen currency’s image follows the choice', async () => {
    const view = await openOnramp()
    await waitFor(() => expect(imageRequests()).toHaveLength(4))
    const select = view.shadowRoot!.querySelector<HTMLSelectElement>('[name="payment"]')!
    select.value = 'EUR'
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }))
    await waitFor(() => expect(fieldImage(view, 'payment').dataset.fallback).toBe(fiatCurrencyIcon('EUR')))
    await waitFor(() => expect(fieldImage(view, 'payment').getAttribute('src')).toMatch(/^blob:/))
    // Fetched once each: choosing again asks nothing.
    expect(imageRequests()).toHaveLength(4)
  })

  it('when the image service fails, our bundled icons stay', async () => {
    directory.failWith = 503
    const view = await openOnramp()
    await waitFor(() => expect(imageRequests()).toHaveLength(4))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fieldImage(view, 'purchase').getAttribute('src')).toBe(bundledTokenIcon('USDC'))
    expect(fieldImage(view, 'payment').getAttribute('src')).toBe(fiatCurrencyIcon('USD'))
  })

  it('a hosted image that fails to decode gives way to our icon', async () => {
    const view = await openOnramp()
    const image = fieldImage(view, 'purchase')
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/))
    image.dispatchEvent(new Event('error'))
    expect(image.getAttribute('src')).toBe(bundledTokenIcon('USDC'))
  })

  it('names the payment currencies in the chosen language', async () => {
    await setLocale('de')
    const view = await openOnramp()
    await waitFor(() => expect(deepText(view)).toContain('US-Dollar (USD)'))
    expect(deepText(view)).toContain('Euro (EUR)')
  })
})

describe('loadHostedImage', () => {
  it('resolves with nothing for an answer that is not an image, and for a service that is down', async () => {
    expect(await loadHostedImage(`${directory.url}/getWallets?projectId=project-1&st=x&sv=y`)).toBeUndefined()
    expect(await loadHostedImage('http://127.0.0.1:9/public/getCurrencyImage/USD')).toBeUndefined()
  })
})
