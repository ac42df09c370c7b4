import { sampleWallets } from '@agentry/test-utils'
import { startModalDeployment, type ModalDeployment } from '../deployment'
import { expect, TEST_WALLET_INFO, test } from '../fixtures'

// The app as a deployment with a project id runs it: the wallet directory (a stand-in on 127.0.0.1 that
// follows the documented contract) lists 90 wallets.
let deployment: ModalDeployment

test.beforeAll(async () => {
  deployment = await startModalDeployment({ wallets: sampleWallets(90), api: { supportedChains: ['eip155:1'] } })
})
test.afterAll(async () => {
  await deployment?.stop()
})

test.describe('AllWallets with a wallet directory', () => {
  test('lists the installed wallet first, scrolls through every page, and searches', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto(deployment.app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    await modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
    const list = modal.dialog.getByRole('list', { name: 'Wallets' })
    const rows = list.getByRole('listitem')
    await expect(rows).toHaveCount(1 + 40)
    await expect(rows.first()).toContainText(TEST_WALLET_INFO.name)
    await expect(rows.first()).toContainText('Installed')

    // Infinite scroll: bringing the end of the list into view loads the next page, until all 90 are there.
    await rows.last().scrollIntoViewIfNeeded()
    await expect(rows).toHaveCount(1 + 80)
    await rows.last().scrollIntoViewIfNeeded()
    await expect(rows).toHaveCount(1 + 90)
    await expect(list.getByRole('button', { name: /^Wallet 90\b/ })).toBeVisible()
    const pages = deployment.directory.requests
      .filter((request) => request.path === '/getWallets' && request.query.entries === '40')
      .map((request) => request.query.page)
    expect(pages).toEqual(['1', '2', '3'])

    const search = modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('wallet 8')
    await expect(rows).toHaveCount(11)
    await expect(rows.first()).toContainText('Wallet 8')
    await search.fill('agentry')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText(TEST_WALLET_INFO.name)
    await search.fill('no such wallet')
    await expect(modal.dialog.getByText('No wallet found')).toBeVisible()

    // Back on the full list, the installed wallet connects from here.
    await search.fill('')
    await rows.first().getByRole('button').click()
    await expect(header.creditButton).toBeVisible()
  })
})
