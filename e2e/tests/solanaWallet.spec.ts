import {
  answerSolanaTestWalletCall,
  createSolanaTestWallet,
  installSolanaTestWalletInPage,
  SOLANA_TEST_FEE_LAMPORTS,
  SOLANA_TEST_TOKEN_ACCOUNT_RENT,
  solanaTestWalletPageInfo,
  startSolanaTestRpc,
  verifySolanaSignature,
  type SolanaTestRpc,
  type SolanaTestWallet,
  type SolanaTestWalletCall,
} from '@agentry/test-utils/solana'
import type { Page } from '@playwright/test'
import { startSolanaDapp, type SolanaDapp } from '../solana/solanaDapp'
import { ModalPage } from '../pages/ModalPage'
import { expect, test } from '../fixtures'
import { keepOnLoopback } from './loopbackOnly'

// A Wallet Standard wallet in Chromium (its keypair signs in the test process) and the modal's
// no-bundler build on a small dapp page, against the Solana test RPC on 127.0.0.1: every result is read
// back from that RPC over JSON-RPC, as any client would.
const RECEIVER = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const SOL = 1_000_000_000n

let rpc: SolanaTestRpc
let dapp: SolanaDapp
let strays: string[] = []
test.beforeAll(async () => {
  rpc = await startSolanaTestRpc()
  dapp = await startSolanaDapp()
})
test.afterEach(() => {
  expect(strays, 'requests that left 127.0.0.1').toEqual([])
})
test.afterAll(async () => {
  await dapp?.close()
  await rpc?.close()
})

async function readRpc<result>(method: string, params: unknown[]): Promise<result> {
  const response = await fetch(rpc.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: { value: result }; error?: { message: string } }
  if (!body.result) throw new Error(`${method}: ${body.error?.message}`)
  return body.result.value
}
const lamportsOf = async (address: string) => BigInt(await readRpc<number>('getBalance', [address]))
const tokensOf = async (owner: string, mint: string) =>
  (await readRpc<{ amount: string }>('getTokenAccountBalance', [rpc.tokenAccountAddress(owner, mint)])).amount

/** A fresh wallet with 2 SOL and 10 tokens of a new 6-decimal mint, injected into the page. */
async function openDapp(page: Page): Promise<{ solana: SolanaTestWallet; mint: string; modal: ModalPage }> {
  strays = await keepOnLoopback(page.context())
  const solana = createSolanaTestWallet()
  rpc.setBalance(solana.address, 2n * SOL)
  const mint = rpc.createMint(6)
  rpc.mintTo(mint, solana.address, 10_000_000n)
  await page.exposeBinding('__agentrySolanaWalletRequest', (_source, call: SolanaTestWalletCall) =>
    answerSolanaTestWalletCall(solana, call),
  )
  await page.addInitScript(installSolanaTestWalletInPage, solanaTestWalletPageInfo(solana))
  await page.goto(dapp.url({ rpc: rpc.url, mint, decimals: 6, receiver: RECEIVER }))
  await expect(page.locator('body[data-ready]')).toBeAttached()
  return { solana, mint, modal: new ModalPage(page) }
}

async function connect(page: Page, modal: ModalPage, solana: SolanaTestWallet): Promise<void> {
  await page.locator('agentry-connect-button').getByRole('button', { name: 'Connect wallet' }).click()
  await modal.expectOpen()
  await modal.connectWith(solana.wallet.name)
  await modal.expectClosed()
}

const accountButton = (page: Page) => page.locator('agentry-connect-button').getByRole('button', { name: /…/ })

test.describe('a Solana wallet in the browser', () => {
  test('connect: the Wallet Standard wallet is listed, connects, and shows its SOL balance read from the chain', async ({
    page,
  }) => {
    const { solana, modal } = await openDapp(page)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(page.locator('output')).toHaveText('Connect a wallet first')
    await connect(page, modal, solana)
    const short = `${solana.address.slice(0, 4)}…${solana.address.slice(-4)}`
    await expect(accountButton(page)).toHaveAccessibleName(`2.000 SOL ${short}, account`)
    expect(rpc.methods).toContain('getBalance')
  })

  test('sign message: the signature verifies against the wallet public key', async ({ page }) => {
    const { solana, modal } = await openDapp(page)
    await connect(page, modal, solana)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(page.locator('output')).toHaveText(/^Signature: \w+$/)
    const signature = (await page.locator('output').textContent())!.replace('Signature: ', '')
    expect(verifySolanaSignature({ message: 'Hello from a Solana dapp', signature, address: solana.address })).toBe(
      true,
    )
    expect(verifySolanaSignature({ message: 'another message', signature, address: solana.address })).toBe(false)
  })

  test('send SOL from the Send view: Transaction started, and the lamports move on the chain', async ({ page }) => {
    const { solana, modal } = await openDapp(page)
    const before = await lamportsOf(RECEIVER)
    await connect(page, modal, solana)
    await accountButton(page).click()
    await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toContainText('2 SOL')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.dialog.getByRole('textbox', { name: /^Amount/ }).fill('0.25')
    await modal.dialog.getByRole('textbox', { name: /^To/ }).fill(RECEIVER)
    await modal.dialog.getByRole('button', { name: 'Review' }).click()
    await expect(modal.dialog.getByText('0.25 SOL')).toBeVisible()
    // The fee the node quotes for this very transfer (getFeeForMessage): one signature.
    await expect(modal.dialog.getByTestId('fee')).toHaveText('0.000005 SOL')
    expect(rpc.methods).toContain('getFeeForMessage')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Transaction started' })).toBeVisible()
    expect((await lamportsOf(RECEIVER)) - before).toBe(SOL / 4n)
    expect(await lamportsOf(solana.address)).toBe(2n * SOL - SOL / 4n - SOLANA_TEST_FEE_LAMPORTS)
  })

  test('the preview says the fee is unknown when the node cannot price the send, and sending still works', async ({
    page,
  }) => {
    const { solana, modal } = await openDapp(page)
    await connect(page, modal, solana)
    await accountButton(page).click()
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await modal.dialog.getByRole('textbox', { name: /^Amount/ }).fill('0.5')
    await modal.dialog.getByRole('textbox', { name: /^To/ }).fill(RECEIVER)
    rpc.failing = true
    try {
      await modal.dialog.getByRole('button', { name: 'Review' }).click()
      await expect(modal.dialog.getByTestId('fee')).toHaveText('Unknown')
    } finally {
      rpc.failing = false
    }
    const before = await lamportsOf(RECEIVER)
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Transaction started' })).toBeVisible()
    expect((await lamportsOf(RECEIVER)) - before).toBe(SOL / 2n)
  })

  test('send an SPL token: the receiver token account is created and credited on the chain', async ({ page }) => {
    const { solana, mint, modal } = await openDapp(page)
    await connect(page, modal, solana)
    await page.getByRole('button', { name: 'Send 2.5 tokens' }).click()
    await expect(page.locator('output')).toHaveText(/^Transaction: \w+$/)
    expect(await tokensOf(RECEIVER, mint)).toBe('2500000')
    expect(await tokensOf(solana.address, mint)).toBe('7500000')
    expect(await lamportsOf(solana.address)).toBe(2n * SOL - SOLANA_TEST_FEE_LAMPORTS - SOLANA_TEST_TOKEN_ACCOUNT_RENT)
  })
})
