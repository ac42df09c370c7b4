import { test as base, expect } from '@playwright/test'
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  installTestWalletInPage,
  TEST_WALLET_INFO,
  type TestWallet,
  type TestWalletEvent,
} from '@agentry/test-utils'
import type { Hex } from 'viem'
import { HeaderPage } from './pages/HeaderPage'
import { ModalPage } from './pages/ModalPage'
import { NavPage } from './pages/NavPage'
import { siteTextsFor } from './pages/siteTexts'

function fromSetup(name: 'E2E_BASE_URL' | 'E2E_RPC_URL'): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run through e2e/playwright.config.ts (its global setup sets it)`)
  return value
}

const WALLET_EVENTS: TestWalletEvent[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

type Fixtures = {
  /** Set false in a test that throws on purpose; otherwise an uncaught page error or a hydration error fails the test. */
  failOnPageErrors: boolean
  pageErrorGuard: undefined
  /** Private key of the test wallet's account; `test.use({ walletKey })` picks another anvil account. */
  walletKey: Hex
  /** The chain the test wallet starts on; `test.use({ walletChainId })` for a chain the app does not offer. */
  walletChainId: number
  /** The node the test wallet signs and sends through: the shared chain 1337 node unless a spec runs its own. */
  walletRpcUrl: string
  /** A test wallet announced to the page through EIP-6963 as 'Agentry Test Wallet'. */
  wallet: TestWallet
  header: HeaderPage
  modal: ModalPage
  nav: NavPage
}

export const test = base.extend<Fixtures>({
  // Global setup picks the port at run time, after this file's config was read.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(fromSetup('E2E_BASE_URL'))
  },
  walletKey: [ANVIL_ACCOUNTS[0].privateKey, { option: true }],
  walletChainId: [1337, { option: true }],
  // eslint-disable-next-line no-empty-pattern
  walletRpcUrl: async ({}, use) => {
    await use(fromSetup('E2E_RPC_URL'))
  },
  failOnPageErrors: [true, { option: true }],
  pageErrorGuard: [
    async ({ page, failOnPageErrors }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(`hydration: ${message.text()}`)
      })
      await use(undefined)
      if (failOnPageErrors) expect(problems, 'errors in the page').toEqual([])
    },
    { auto: true },
  ],
  wallet: async ({ page, walletKey, walletChainId, walletRpcUrl }, use) => {
    const wallet = createTestWallet({
      rpcUrl: walletRpcUrl,
      privateKey: walletKey,
      chainId: walletChainId,
      knownChainIds: [1, 1337],
    })
    await page.exposeBinding('__agentryWalletRequest', async (_source, method: string, params: unknown) => {
      try {
        return { ok: true, result: await wallet.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { ok: false, code: code ?? -32603, message: message ?? String(error) }
      }
    })
    // Wallet-side events (account switch, lock) reach the page's provider listeners.
    for (const event of WALLET_EVENTS) {
      wallet.on(event, (payload) => {
        page
          .evaluate(
            ([name, data]) =>
              (window as unknown as { __agentryWalletEmit?: (e: string, p: unknown) => void }).__agentryWalletEmit?.(
                name,
                data,
              ),
            [event, payload] as const,
          )
          .catch(() => undefined)
      })
    }
    await page.addInitScript(installTestWalletInPage, TEST_WALLET_INFO)
    await use(wallet)
  },
  header: async ({ page, locale }, use) => {
    await use(new HeaderPage(page, siteTextsFor(locale)['header.connectWallet']))
  },
  modal: async ({ page }, use) => {
    await use(new ModalPage(page))
  },
  nav: async ({ page }, use) => {
    await use(new NavPage(page))
  },
})

export { expect, ANVIL_ACCOUNTS, TEST_WALLET_INFO }
