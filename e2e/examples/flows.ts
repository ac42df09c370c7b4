import { TEST_WALLET_INFO, type TestWallet } from '@agentry/test-utils'
import { expect, type Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage, type Address, type Hex } from 'viem'
import { ModalPage } from '../pages/ModalPage'

/** Connects the injected test wallet from the example's connect button and waits for the address on it. */
export async function connectTestWallet(page: Page, wallet: TestWallet): Promise<void> {
  await page.locator('agentry-connect-button').getByRole('button', { name: 'Connect wallet' }).click()
  const modal = new ModalPage(page)
  await modal.expectOpen()
  await modal.connectWith(TEST_WALLET_INFO.name)
  const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
  await expect(page.locator('agentry-connect-button')).toContainText(short)
  await modal.expectClosed()
}

/** What the example's `<output>` shows after `label`, without the label. */
async function outputAfter(page: Page, label: string, pattern: RegExp): Promise<string> {
  const output = page.locator('output')
  await expect(output).toHaveText(new RegExp(`^${label}: ${pattern.source}$`))
  return ((await output.textContent()) ?? '').slice(label.length + 2)
}

/** Signs with the example's button and checks that the signature the page shows is the wallet's. */
export async function signAndCheck(page: Page, wallet: { address: Address }, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const signature = (await outputAfter(page, 'Signature', /0x[0-9a-f]{130}/)) as Hex
  expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
}

/** Sends with the example's button and checks that anvil mined the transaction the page shows. */
export async function sendAndCheck(page: Page, wallet: TestWallet, rpcUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Send 0.001 ETH to myself' }).click()
  const hash = (await outputAfter(page, 'Transaction', /0x[0-9a-f]{64}/)) as Hex
  const client = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
  expect(receipt).toMatchObject({ status: 'success', from: wallet.address.toLowerCase() })
  expect(receipt.to).toBe(wallet.address.toLowerCase())
}
