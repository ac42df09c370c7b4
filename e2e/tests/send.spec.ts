import { createPublicClient, http, parseEther } from 'viem'
import { connectTestWallet } from '../flows'
import { ANVIL_ACCOUNTS, expect, test } from '../fixtures'

const RECEIVER = '0x000000000000000000000000000000000000dEaD'

test.describe('sending from the Account view', () => {
  // Another anvil account than the other tests' wallet, whose balance they read as 10000 ETH.
  test.use({ walletKey: ANVIL_ACCOUNTS[2].privateKey })

  test('Send: the form is checked, the preview shows the fee, Transaction started, and the ETH arrives', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    const chain = createPublicClient({ transport: http(process.env.E2E_RPC_URL) })
    const before = await chain.getBalance({ address: RECEIVER })
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()
    await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toContainText('10,000 ETH')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()

    await modal.dialog.getByRole('textbox', { name: /^Amount/ }).fill('0.25')
    await modal.dialog.getByRole('button', { name: 'Review' }).click()
    await expect(modal.dialog.getByRole('alert')).toContainText('Please enter a valid amount and receiver address')
    await modal.dialog.getByRole('textbox', { name: /^To/ }).fill(RECEIVER)
    await modal.dialog.getByRole('button', { name: 'Review' }).click()

    await expect(modal.dialog.getByText('0.25 ETH')).toBeVisible()
    await expect(modal.dialog.getByTestId('fee')).toHaveText(/^0\.\d+ ETH$/)
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Transaction started' })).toBeVisible()
    await expect(modal.disconnectButton).toBeVisible()
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))
  })
})
