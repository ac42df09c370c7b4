import { anvilAccount } from '@agentry/test-utils'
import { createPublicClient, http, parseEther } from 'viem'
import { connectTestWallet } from '../flows'
import { E2E_FIXTURES_ACCOUNT, localFixtures } from '../localFixtures'
import { expect, test } from '../fixtures'

// No project id: the site reads the name, the avatar and the history from the chain 1337 that global setup
// filled with the local fixtures (ENS from its published artifacts, AGT with transfers), as on `npm run local`.

test.describe('the Account view from the chain, with no project id', () => {
  test.use({ walletKey: E2E_FIXTURES_ACCOUNT.privateKey })

  test("shows the account's ENS name and avatar, and lists its own transactions, its AGT transfer out among them", async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    const { ensName, avatar, account, tokenTransfers } = localFixtures()
    expect(account).toBe(E2E_FIXTURES_ACCOUNT.address)
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()

    const name = modal.dialog.getByTestId('address')
    await expect(name).toHaveText(ensName)
    await expect(name).toHaveAttribute('title', account)
    await expect(modal.dialog.locator('agentry-avatar img')).toHaveAttribute('src', avatar)

    await modal.dialog.getByRole('tablist').getByRole('tab', { name: 'Activity' }).click()
    const panel = modal.dialog.getByRole('tabpanel')
    // The account's own transactions, through anvil's Otterscan API: its AGT transfer out among its ENS set-up.
    // (AGT it received in transactions others sent is not listed: Otterscan finds an account in call traces,
    // and a token transfer to it is only a log.)
    const sent = panel.locator(`li[data-id="${tokenTransfers[1]}"]`)
    await expect(sent).toContainText('Sent')
    await expect(sent).toContainText('−25 AGT')
    // The node offers the Otterscan API: the whole history, not a partial one.
    await expect(panel).not.toContainText('Recent transfers only')
  })
})

test.describe('sending to an ENS name, with no project id', () => {
  // A sender of its own: the other specs' accounts keep their balances.
  const sender = anvilAccount(6)
  test.use({ walletKey: sender.privateKey })

  test('Send to dev.eth shows the resolved address, and the ETH lands on it', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    const { ensName, account } = localFixtures()
    const chain = createPublicClient({ transport: http(process.env.E2E_RPC_URL) })
    const before = await chain.getBalance({ address: account })
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()
    await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toContainText('10,000 ETH')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()

    await modal.dialog.getByRole('textbox', { name: /^Amount/ }).fill('0.5')
    await modal.dialog.getByRole('textbox', { name: /^To/ }).fill(ensName)
    await expect(modal.dialog.getByTestId('resolved-address')).toHaveText(account)
    await modal.dialog.getByRole('button', { name: 'Review' }).click()
    await expect(modal.dialog.getByText('0.5 ETH')).toBeVisible()
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Transaction started' })).toBeVisible()
    await expect.poll(async () => (await chain.getBalance({ address: account })) - before).toBe(parseEther('0.5'))
  })
})
