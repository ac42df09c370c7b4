import { expect, type Page } from '@playwright/test'
import type { HeaderPage } from './pages/HeaderPage'
import type { ModalPage } from './pages/ModalPage'
import type { NavPage } from './pages/NavPage'
import { TEST_WALLET_INFO } from '@agentry/test-utils'

type Parts = { page: Page; header: HeaderPage; modal: ModalPage; nav: NavPage }

/** From an anonymous page: 'Connect wallet' → the test wallet on the Connect view → connected. */
export async function connectTestWallet({ header, modal }: Omit<Parts, 'page' | 'nav'>): Promise<void> {
  await header.connectButton.click()
  await modal.expectOpen()
  await modal.connectWith(TEST_WALLET_INFO.name)
  await expect(header.creditButton).toBeVisible()
}

/**
 * Connects and signs in: the modal opens the SIWXSignMessage view after connecting (a sign-in policy is
 * set and there is no session); signing makes the app reload, and the server renders the navigation.
 */
export async function signIn(parts: Parts): Promise<void> {
  const { page, modal, nav } = parts
  await page.goto('/')
  await connectTestWallet(parts)
  await expect(modal.signButton).toBeVisible()
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
  await modal.signButton.click()
  await reloaded
  // The modal reads the session after start-up; until it has, a wallet-side disconnect has nothing to sign out.
  const sessionRead = page.waitForEvent('requestfinished', {
    predicate: (request) => new URL(request.url()).pathname === '/auth/session',
  })
  await expect(nav.main).toBeVisible()
  // The navigation is server HTML; wait until the reloaded page has re-synced the wallet as well.
  await expect(parts.header.creditButton).toBeVisible()
  await sessionRead
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

/** The session as the server sees it for this browser. */
export async function readSession(page: Page): Promise<{ siwe: { address: string; chainId: number } | null }> {
  const response = await page.request.get('/auth/session')
  expect(response.ok()).toBe(true)
  return (await response.json()) as { siwe: { address: string; chainId: number } | null }
}
