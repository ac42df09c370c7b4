import {
  addConnector,
  connect,
  connectionState,
  createMockConnector,
  getActiveAccount,
  modalState,
  openModal,
} from '@agentry/modal-core'
import { ANVIL_ACCOUNTS, createTestWallet } from '@agentry/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import { fetchTokenBalances } from '@agentry/modal-core/features'
import { deployMulticall3, deployPriceFeed } from '@agentry/test-utils/chain-fixtures'
import { deployTestToken } from '@agentry/test-utils/token'
import { setLocale } from '../i18n/localeState.js'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { useEnsFixture } from '../testing/ens-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-3333-4a6b-9d1e-000000000003',
  name: 'Gamma Wallet',
  rdns: 'dev.agentry.gamma',
  icon: TEST_ICON,
}

async function setBalance(rpcUrl: string, address: string, wei: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
}

describe('Account view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })

  it('shows the short address and the native balance floored to 3 decimals, then disconnects', async () => {
    // 1.23456789 ETH: floored it reads 1.234 (rounding would give 1.235).
    await setBalance(core.rpcUrl, ANVIL_ACCOUNTS[0].address, 1_234_567_890_000_000_000n)
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    await connect({ connectorId: WALLET.rdns })
    await waitFor(() => expect(getActiveAccount().balance).toBeDefined())

    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
    const view = deepQuery(modal, 'agentry-account-view')!
    await waitFor(() =>
      expect(view.shadowRoot!.querySelector('[data-testid="balance"]')?.textContent?.trim()).toBe('1.234 ETH'),
    )
    expect(view.shadowRoot!.querySelector('[data-testid="address"]')?.textContent?.trim()).toBe('0xf39F…2266')
    expect(deepText(view)).toContain('Localhost')
    expect(modal.shadowRoot!.getElementById('agentry-modal-title')?.textContent?.trim()).toBe('Account')

    press(deepQuery(view, 'agentry-icon-button[icon="copy"]')!)
    await waitFor(() => expect(deepQuery(view, '[role="status"]')?.textContent).toBe('Address copied'))
    expect(await navigator.clipboard.readText()).toBe(ANVIL_ACCOUNTS[0].address)

    press(deepQuery(view, 'agentry-button[variant="danger"]')!)
    await waitFor(() => expect(connectionState.status).toBe('disconnected'))
    await waitFor(() => expect(modalState.open).toBe(false))
  })

  it("lists the chain's tokens with no project id, and their USD value where a Chainlink feed gives one", async () => {
    const rpcUrl = core.rpcUrl
    await deployMulticall3({ rpcUrl })
    // The whole supply goes to the deployer, the connected account.
    const usdc = await deployTestToken({
      rpcUrl,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      supply: 1_234_567_800n,
    })
    const gold = await deployTestToken({ rpcUrl, name: 'Gold', symbol: 'GLD', decimals: 18, supply: 5n * 10n ** 18n })
    const ethUsd = await deployPriceFeed({ rpcUrl, answer: 2_000n * 10n ** 8n })
    const usdcUsd = await deployPriceFeed({ rpcUrl, answer: 10n ** 8n })
    // After the deployments, which spent gas.
    await setBalance(rpcUrl, ANVIL_ACCOUNTS[0].address, 2n * 10n ** 18n)
    cleanups.push(
      setUpCore({
        rpcUrl,
        tokens: [usdc, gold].map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
        usdPriceFeeds: { native: ethUsd, [usdc.address]: usdcUsd },
      }),
    )
    cleanups.push(announceWallet(createTestWallet({ rpcUrl }), WALLET))
    await connect({ connectorId: WALLET.rdns })
    await waitFor(() => expect(getActiveAccount().balance).toBeDefined())
    // The previous test's read of this account, still in flight when it ended, may have filled the 30 s
    // cache after the reset: read past it, as after a send.
    await fetchTokenBalances({ force: true })
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
    const view = deepQuery(modal, 'agentry-account-view')!
    const row = (symbol: string) => view.shadowRoot!.querySelector(`[data-symbol="${symbol}"]`)
    await waitFor(() => expect(row('GLD')).toBeTruthy())
    expect(row('ETH')!.textContent!.replace(/\s+/g, ' ')).toContain('2 ETH $4,000.00')
    expect(row('USDC')!.textContent!.replace(/\s+/g, ' ')).toContain('1,234.567 USDC $1,234.56')
    // No feed for GLD: no value, never a guessed one.
    expect(row('GLD')!.textContent!.replace(/\s+/g, ' ').trim()).toMatch(/^Gold\s*5 GLD$/)
    expect(row('GLD')!.querySelector('.token-value')).toBeNull()
  })

  describe('when the wallet fails to disconnect', () => {
    afterEach(async () => {
      await setLocale('en')
    })

    async function openWithFailingWallet(): Promise<HTMLElement> {
      cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
      const connector = createMockConnector({ accounts: [ANVIL_ACCOUNTS[0].address], chainId: 1337 })
      // A wallet whose own teardown fails: core still disconnects, and keeps the wallet's words.
      addConnector({
        ...connector,
        disconnect: async () => {
          throw new Error('the wallet is locked')
        },
      })
      await connect({ connectorId: connector.id })
      await openModal()
      await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
      const view = deepQuery(modal, 'agentry-account-view')!
      press(deepQuery(view, 'agentry-button[variant="danger"]')!)
      await waitFor(() => expect(deepQuery(view, '[role="alert"]')).toBeDefined())
      return view
    }

    it("says 'Failed to disconnect' with the wallet's words, and stays open", async () => {
      const view = await openWithFailingWallet()
      expect(deepQuery(view, '[role="alert"] .text')!.textContent).toBe('Failed to disconnect')
      expect(deepQuery(view, '[role="alert"] .detail')!.textContent).toBe('the wallet is locked')
      expect(connectionState.status).toBe('disconnected')
      expect(modalState.open).toBe(true)
    })

    it('says it in German, by its code', async () => {
      await setLocale('de')
      const view = await openWithFailingWallet()
      expect(deepQuery(view, '[role="alert"] .text')!.textContent).toBe('Trennen fehlgeschlagen')
    })
  })
})

describe('Account view with a primary ENS name on chain (no project id)', () => {
  const core = useCoreFixture()
  const ens = useEnsFixture(core)

  it('the header shows the name and its avatar, the address in its title', async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, ensUniversalResolver: ens.universalResolver }))
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    const modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await connect({ connectorId: WALLET.rdns })
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
    const view = deepQuery(modal, 'agentry-account-view')!
    const address = () => view.shadowRoot!.querySelector('[data-testid="address"]')
    await waitFor(() => expect(address()?.textContent?.trim()).toBe('alice.eth'))
    expect(address()?.getAttribute('title')).toBe(ANVIL_ACCOUNTS[0].address)
    await waitFor(() =>
      expect(view.shadowRoot!.querySelector('agentry-avatar')?.getAttribute('image-url')).toBe(ens.avatarUrl),
    )
  })
})
