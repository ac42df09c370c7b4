import type { Route } from '@playwright/test'
import { parseEther, toHex } from 'viem'
import { startModalDeployment, type ModalDeployment } from '../deployment'
import { connectTestWallet } from '../flows'
import { expect, test } from '../fixtures'
import { keepOnLoopback } from './loopbackOnly'

/** What Ethereum's public RPC (played by the test) says the account holds. */
const MAINNET_BALANCE = parseEther('1.5')

let deployment: ModalDeployment

test.beforeAll(async () => {
  deployment = await startModalDeployment()
})
test.afterAll(async () => {
  await deployment?.stop()
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
  test('from the Account view: Back without a change, then Ethereum through the wallet, the Account view on Ethereum, and Localhost again', async ({
    page,
    context,
    wallet,
    header,
    modal,
  }) => {
    const strays = await keepOnLoopback(context, { 'eth.merkle.io': answerMainnetRpc })
    await page.goto(deployment.app.url)
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()
    const networkButton = (name: string) => modal.dialog.getByRole('button', { name: `Change network: ${name}` })
    const balance = modal.dialog.getByTestId('balance')
    await expect(balance).toHaveText('10,000 ETH')

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
    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })
    expect(strays).toEqual([])
  })
})
