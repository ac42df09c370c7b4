import { anvilAccount } from '@agentry/test-utils'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { connectTestWallet } from '../flows'
import { E2E_FIXTURES_ACCOUNT, localFixtures } from '../localFixtures'
import { expect, test } from '../fixtures'

// No project id: balances, USD values and swaps come from the contracts global setup deployed on chain 1337
// (AGT, the WETH/AGT Uniswap v3 pool, Chainlink ETH/USD 2,000 and AGT/USD 1), as on `npm run local`.

test.describe('token balances from the chain, with no project id', () => {
  test.use({ walletKey: E2E_FIXTURES_ACCOUNT.privateKey })

  test('the Account view lists AGT and ETH with their USD values from the Chainlink feeds', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()

    const tokens = modal.dialog.getByRole('list', { name: 'Tokens' })
    // The fixtures' transfers: 1,000 AGT in, 25 out, 250 in; AGT/USD answers 1.
    await expect(tokens.locator('li[data-symbol="AGT"]')).toContainText(/1,225 AGT\s*\$1,225\.00/)
    // About 10,000 ETH (less the fixtures' gas, more what other specs send) at 2,000 USD.
    await expect(tokens.locator('li[data-symbol="ETH"]')).toContainText(/ETH\s*\$(19|20),\d{3},\d{3}\.\d{2}/)
  })
})

test.describe('swapping on the local Uniswap v3 pool, with no project id', () => {
  // A swapper of its own (0–3, 5 and 6 are other specs'; 9 deployed the fixtures).
  const swapper = anvilAccount(7)
  test.use({ walletKey: swapper.privateKey })

  test('Swap ETH to AGT shows the route, the pool fee and the minimum, and at least the minimum lands', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    const { contracts } = localFixtures()
    const chain = createPublicClient({ transport: http(process.env.E2E_RPC_URL) })
    const agtOf = () =>
      chain.readContract({
        address: contracts.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [swapper.address],
      })
    const before = await agtOf()
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()

    await modal.dialog.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Swap' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Swap')
    await modal.dialog.getByRole('combobox', { name: 'You receive' }).selectOption({ label: 'AGT' })
    await modal.dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('1')
    // The pool holds 100 ETH against 200,000 AGT: 1 ETH buys a little under 2,000 AGT after the 0.3% fee.
    await expect(modal.dialog.getByTestId('to-amount')).toHaveText(/\b1,9\d\d(\.\d+)? AGT/)
    await expect(modal.dialog.getByTestId('route')).toHaveText('ETH → AGT')
    await expect(modal.dialog.getByTestId('fee-tier')).toHaveText('0.3%')
    const minimum = modal.dialog.getByTestId('minimum-received')
    await expect(minimum).toHaveText(/\b1,9\d\d(\.\d+)? AGT/)
    const minimumText = (await minimum.textContent())!.trim().replace(/,| AGT$/g, '')

    await modal.dialog.getByRole('button', { name: 'Review swap' }).click()
    await expect(modal.dialog.getByTestId('pay')).toHaveText('1 ETH')
    await modal.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Transaction started' })).toBeVisible()
    await expect.poll(agtOf).toBeGreaterThanOrEqual(before + parseUnits(minimumText, 18))
  })
})
