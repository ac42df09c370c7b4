import { fileURLToPath } from 'node:url'
import { startRelay, type RelayServer } from '@agentry/relay'
import { installTestWalletInPage, startWebApp, type WebApp } from '@agentry/test-utils'
import { expect, TEST_WALLET_INFO, test } from '../fixtures'

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))

// The curated wallet list of a site with no wallet-service project id: popular wallets with no vendor,
// the installed ones first and marked, a "Get <wallet>" view for the others, and the guide for a visitor
// who has no wallet. A desktop viewport with no touch (the phone's bottom sheet has its own spec).
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false })

// A second provider from the same test wallet, announced under MetaMask's EIP-6963 rdns.
const METAMASK_INFO = {
  ...TEST_WALLET_INFO,
  uuid: '7d1f0c2a-5b3e-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'MetaMask',
  rdns: 'io.metamask',
}

test.describe('curated wallet list (no project id)', () => {
  test('installed wallets come first and are marked; MetaMask is matched by its rdns and listed once', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.addInitScript(installTestWalletInPage, METAMASK_INFO)
    await page.goto('/')
    await header.connectButton.click()
    await modal.expectOpen()
    const list = modal.dialog.getByRole('list', { name: 'Browser wallets' })
    const rows = list.getByRole('listitem')
    // Two installed (the test wallet and "MetaMask"), then the nine other curated wallets.
    await expect(rows).toHaveCount(2 + 9)
    const installed = rows.filter({ hasText: 'Installed' })
    await expect(installed).toHaveCount(2)
    await expect(rows.nth(0)).toContainText('Installed')
    await expect(rows.nth(1)).toContainText('Installed')
    await expect(list.getByRole('button', { name: /MetaMask/ })).toHaveCount(1)
    await expect(list.getByRole('button', { name: new RegExp(TEST_WALLET_INFO.name) })).toContainText('Installed')
    for (const name of [
      'Coinbase Wallet',
      'Rainbow',
      'Trust Wallet',
      'Rabby',
      'Phantom',
      'OKX Wallet',
      'Zerion',
      'Ledger Live',
      'Backpack',
    ])
      await expect(list.getByRole('button', { name: `${name} Get` })).toBeVisible()
    // Each curated icon is bundled (a data URL): no image request leaves for a vendor.
    const src = await list.getByRole('button', { name: 'Rabby Get' }).locator('img').getAttribute('src')
    expect(src).toMatch(/^data:image\/svg\+xml,/)
  })

  test('a wallet that is not installed opens "Get <wallet>" with its install links', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto('/')
    await header.connectButton.click()
    await modal.expectOpen()
    await modal.dialog.getByRole('button', { name: 'Phantom Get' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Get Phantom' })).toBeVisible()
    await expect(modal.dialog.getByRole('link', { name: 'Add to browser' })).toHaveAttribute(
      'href',
      /^https:\/\/chromewebstore\.google\.com\/detail\/phantom\//,
    )
    await expect(modal.dialog.getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    )
    await expect(modal.dialog.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=app.phantom',
    )
    await expect(modal.dialog.getByText('Install the Phantom app on your phone.')).toBeVisible()
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('"What is a wallet?" explains and leads to "Get a wallet"', async ({ page, header, modal }) => {
    await page.goto('/')
    await header.connectButton.click()
    await modal.expectOpen()
    await modal.dialog.getByRole('button', { name: 'What is a wallet?' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'What is a wallet?' })).toBeVisible()
    await expect(modal.dialog.getByText('Your keys, your account')).toBeVisible()
    await modal.dialog.getByRole('button', { name: 'Get a wallet' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Get a wallet' })).toBeVisible()
    const list = modal.dialog.getByRole('list', { name: 'Popular wallets' })
    await expect(list.getByRole('listitem')).toHaveCount(10)
    await list.getByRole('button', { name: 'Zerion Get' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Get Zerion' })).toBeVisible()
  })
})

test.describe('curated wallet list with a WalletConnect relay', () => {
  let relay: RelayServer
  let app: WebApp

  test.beforeAll(async () => {
    relay = await startRelay()
    app = await startWebApp({
      appDir: WEB_DIR,
      env: { LOCAL_RPC_URL: process.env.E2E_RPC_URL!, MODAL_WALLETCONNECT_RELAY_URL: relay.url },
    })
  })
  test.afterAll(async () => {
    await app?.stop()
    await relay?.close()
  })

  test('"Get <wallet>" shows a QR code and the wallet\'s mobile deep link', async ({ page, header, modal }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    await modal.dialog.getByRole('button', { name: 'Rainbow Get' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Get Rainbow' })).toBeVisible()
    await expect(modal.dialog.getByText('Already have Rainbow on your phone?')).toBeVisible()
    await expect(modal.dialog.getByRole('img', { name: 'WalletConnect link as a QR code' })).toBeVisible()
    await expect(modal.dialog.getByRole('link', { name: /mobile|phone/i })).toHaveAttribute(
      'href',
      /^rainbow:\/\/wc\?uri=wc%3A/,
    )
  })
})
