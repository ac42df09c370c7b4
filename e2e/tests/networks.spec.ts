import { fileURLToPath } from 'node:url'
import type { Route } from '@playwright/test'
import {
  sampleWallets,
  startBlockchainApiService,
  startWalletDirectoryService,
  startWebApp,
  type BlockchainApiService,
  type WalletDirectoryService,
  type WebApp,
} from '@agentry/test-utils'
import { parseEther, toHex } from 'viem'
import { connectTestWallet } from '../flows'
import { expect, test } from '../fixtures'
import { keepOnLoopback } from './loopbackOnly'

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))
const PROJECT_ID = 'e2e-project'
/** What Ethereum's public RPC (played by the test) says the account holds. */
const MAINNET_BALANCE = parseEther('1.5')

let api: BlockchainApiService
let directory: WalletDirectoryService
let app: WebApp

test.beforeAll(async () => {
  api = await startBlockchainApiService({ projectId: PROJECT_ID, supportedChains: ['eip155:1', 'eip155:1337'] })
  // With a project id the modal also reads the wallet directory: its stand-in, so nothing leaves 127.0.0.1.
  directory = await startWalletDirectoryService({ projectId: PROJECT_ID, wallets: sampleWallets(4) })
  app = await startWebApp({
    appDir: WEB_DIR,
    env: { LOCAL_RPC_URL: process.env.E2E_RPC_URL!, MODAL_PROJECT_ID: PROJECT_ID, MODAL_BLOCKCHAIN_API_URL: api.url, MODAL_WALLET_DIRECTORY_URL: directory.url },
  })
})
test.afterAll(async () => {
  await app?.stop()
  await api?.close()
  await directory?.close()
})

/** Ethereum's public RPC (the app's mainnet RPC URL) as the modal reads it after a switch: the chain id and the balance. */
async function answerMainnetRpc(route: Route): Promise<void> {
  const answer = (call: { id: number; method: string }) =>
    call.method === 'eth_getBalance'
      ? { jsonrpc: '2.0', id: call.id, result: toHex(MAINNET_BALANCE) }
      : call.method === 'eth_chainId'
        ? { jsonrpc: '2.0', id: call.id, result: '0x1' }
        : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `${call.method} is not played by the test` } }
  const body = route.request().postDataJSON() as { id: number; method: string } | { id: number; method: string }[]
  await route.fulfill({
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)),
  })
}

test.describe('the Networks view', () => {
  test('from the Account view: Back without a change, then Ethereum through the wallet, the Account view on Ethereum, and Localhost again', async ({ page, context, wallet, header, modal }) => {
    const strays = await keepOnLoopback(context, { 'eth.merkle.io': answerMainnetRpc })
    await page.goto(app.url)
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()
    const networkButton = (name: string) => modal.dialog.getByRole('button', { name: `Change network: ${name}` })
    const balance = modal.dialog.getByTestId('balance')
    await expect(balance).toHaveText('10000 ETH')

    await networkButton('Localhost').click()
    await expect(modal.dialog).toHaveAccessibleName('Networks')
    const list = modal.dialog.getByRole('list', { name: 'Networks' })
    await expect(list.getByRole('button')).toHaveCount(2)
    await expect(list.getByRole('button', { name: /Localhost/ })).toContainText('Current')
    await expect(list.getByRole('button', { name: /Ethereum/ })).not.toContainText('Current')
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(networkButton('Localhost')).toBeVisible()
    expect(wallet.chainId).toBe(1337)

    await networkButton('Localhost').click()
    await list.getByRole('button', { name: /Ethereum/ }).click()
    await expect.poll(() => wallet.chainId).toBe(1)
    await header.expectConnected({ balance: '1.500 ETH', address: '0xf39F…2266' })
    // No session on the new chain: the sign-in policy opens Sign In, and it stays open (it used to be
    // dropped by the Networks view's return, which closed the modal). Cancelling it closes the modal.
    await expect(modal.signButton).toBeVisible()
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()
    await expect(networkButton('Ethereum')).toBeVisible()
    await expect(balance).toHaveText('1.5 ETH')

    await networkButton('Ethereum').click()
    await expect(list.getByRole('button', { name: /Ethereum/ })).toContainText('Current')
    await list.getByRole('button', { name: /Localhost/ }).click()
    await expect.poll(() => wallet.chainId).toBe(1337)
    await header.expectConnected({ balance: '10000.000 ETH', address: '0xf39F…2266' })
    expect(strays).toEqual([])
  })
})
