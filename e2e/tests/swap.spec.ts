import type { Route } from '@playwright/test'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { deploySwapTestbed } from '@agentry/test-utils/swap'
import type { TestToken } from '@agentry/test-utils/token'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { startModalDeployment, type ModalDeployment } from '../deployment'
import { connectTestWallet } from '../flows'
import { ANVIL_ACCOUNTS, expect, test } from '../fixtures'
import { keepOnLoopback } from './loopbackOnly'

/** Owns the token and the router on this spec's own chain; the wallet swaps from anvil account 0 there. */
const OWNER = ANVIL_ACCOUNTS[2]

/** Swaps run only on the spec's swap networks: an anvil node of this spec's own plays Ethereum (chain 1). */
let mainnet: Anvil
let usdc: TestToken
let deployment: ModalDeployment

// The test wallet starts on chain 1 and signs through this spec's own node.
test.use({
  walletChainId: 1,
  // eslint-disable-next-line no-empty-pattern
  walletRpcUrl: async ({}, use) => {
    await use(mainnet.rpcUrl)
  },
})

test.beforeAll(async () => {
  mainnet = await startAnvil({ chainId: 1 })
  const testbed = await deploySwapTestbed({ rpcUrl: mainnet.rpcUrl, privateKey: OWNER.privateKey })
  usdc = testbed.usdc
  deployment = await startModalDeployment({ api: { swap: testbed.service } })
})
test.afterAll(async () => {
  await deployment?.stop()
  await mainnet?.stop()
})

/** Ethereum's public RPC URL, answered by this spec's chain 1 node. */
async function forwardToMainnet(route: Route): Promise<void> {
  const response = await route.fetch({ url: mainnet.rpcUrl })
  await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
}

test.describe('swapping from the Account view', () => {
  test('Swap ETH to USDC: quoted as typed, reviewed, swapped on chain, Transaction started', async ({
    page,
    context,
    wallet,
    header,
    modal,
  }) => {
    const strays = await keepOnLoopback(context, { 'eth.merkle.io': forwardToMainnet })
    const chain = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const usdcOf = () =>
      chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.address] })
    const before = await usdcOf()
    await page.goto(deployment.app.url)
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()
    await expect(modal.dialog.getByRole('button', { name: 'Change network: Ethereum' })).toBeVisible()

    await modal.dialog.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Swap')
    await expect(modal.dialog.getByRole('combobox', { name: 'You pay' })).toHaveValue(
      /0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee$/,
    )
    await modal.dialog.getByRole('combobox', { name: 'You receive' }).selectOption({ label: 'USDC' })
    await modal.dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('0.5')
    // The router's rate: 3000 USDC per ETH.
    await expect(modal.dialog.getByTestId('to-amount')).toHaveText('1,500 USDC')
    await modal.dialog.getByRole('button', { name: 'Review swap' }).click()

    await expect(modal.dialog.getByTestId('pay')).toHaveText('0.5 ETH')
    await expect(modal.dialog.getByTestId('receive')).toHaveText('1,500 USDC')
    await expect(modal.dialog).toContainText(/Max\. slippage\s*1\s*%/)
    await modal.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Transaction started' })).toBeVisible()
    await expect(modal.dialog.getByRole('tablist')).toBeVisible()
    await expect.poll(usdcOf).toBe(before + parseUnits('1500', 6))
    expect(strays).toEqual([])
  })
})
