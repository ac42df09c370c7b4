import {
  answerSolanaTestWalletCall,
  createSolanaTestWallet,
  installSolanaTestWalletInPage,
  SOLANA_TEST_FEE_LAMPORTS,
  solanaTestWalletPageInfo,
  startSolanaTestRpc,
  verifySolanaSignature,
  type SolanaTestRpc,
  type SolanaTestWalletCall,
} from '@agentry/test-utils/solana'
import { ModalPage } from '../pages/ModalPage'
import { expect, test } from './fixtures'
import { connectTestWallet, sendAndCheck, signAndCheck } from './flows'

/** The RPC URL the Solana page is written for (a local validator's default port): the test RPC answers it. */
const EXAMPLE_SOLANA_RPC_URL = 'http://127.0.0.1:8899/'

test('a plain HTML page with one module script: connect, sign and send with the injected wallet', async ({
  page,
  wallet,
  walletRpcUrl,
  exampleUrl,
}) => {
  await page.goto(exampleUrl('html'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(page.locator('output')).toHaveText('Connect a wallet first')
  await connectTestWallet(page, wallet)
  await signAndCheck(page, wallet, 'Hello from a plain HTML page')
  await sendAndCheck(page, wallet, walletRpcUrl)
})

test.describe('the Solana page of the plain HTML example', () => {
  let rpc: SolanaTestRpc
  test.beforeAll(async () => {
    rpc = await startSolanaTestRpc()
  })
  test.afterAll(async () => {
    await rpc?.close()
  })

  test('a Wallet Standard wallet connects, signs a message and sends SOL on the chain', async ({
    page,
    exampleUrl,
  }) => {
    const solana = createSolanaTestWallet()
    rpc.setBalance(solana.address, 1_000_000_000n)
    await page.route(`${EXAMPLE_SOLANA_RPC_URL}**`, (route) => route.continue({ url: rpc.url }))
    await page.exposeBinding('__agentrySolanaWalletRequest', (_source, call: SolanaTestWalletCall) =>
      answerSolanaTestWalletCall(solana, call),
    )
    await page.addInitScript(installSolanaTestWalletInPage, solanaTestWalletPageInfo(solana))
    await page.goto(new URL('solana.html', exampleUrl('html')).href)

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(page.locator('output')).toHaveText('Connect a wallet first')
    await page.locator('agentry-connect-button').getByRole('button', { name: 'Connect wallet' }).click()
    const modal = new ModalPage(page)
    await modal.expectOpen()
    await modal.connectWith(solana.wallet.name)
    await modal.expectClosed()
    const short = `${solana.address.slice(0, 4)}…${solana.address.slice(-4)}`
    // The balance on the button is the test RPC's: the page's 8899 calls reached it.
    await expect(page.locator('agentry-connect-button')).toContainText(short)
    await expect(page.locator('agentry-connect-button')).toContainText('1.000 SOL')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(page.locator('output')).toHaveText(/^Signature: \w+$/)
    const signature = ((await page.locator('output').textContent()) ?? '').replace('Signature: ', '')
    expect(verifySolanaSignature({ message: 'Hello from a Solana dapp', signature, address: solana.address })).toBe(
      true,
    )

    await page.getByRole('button', { name: 'Send 0.001 SOL to myself' }).click()
    await expect(page.locator('output')).toHaveText(/^Transaction: \w+$/)
    const sent = ((await page.locator('output').textContent()) ?? '').replace('Transaction: ', '')
    expect(rpc.transfers.at(-1)).toEqual({
      signature: sent,
      from: solana.address,
      to: solana.address,
      lamports: 1_000_000n,
    })
    expect(rpc.getBalance(solana.address)).toBe(1_000_000_000n - SOLANA_TEST_FEE_LAMPORTS)
  })
})
