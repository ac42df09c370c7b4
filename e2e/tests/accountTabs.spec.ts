import { ANVIL_ACCOUNTS, type ServiceTransaction } from '@agentry/test-utils'
import { startModalDeployment, type ModalDeployment } from '../deployment'
import { connectTestWallet } from '../flows'
import { expect, test } from '../fixtures'

const ADDRESS = ANVIL_ACCOUNTS[0].address
const CAT_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" fill="orange"/></svg>')}`

/** The account's history on the app's local chain: NFTs kept, sent away and flagged as spam, and a token. */
function history(): ServiceTransaction[] {
  const entry = (id: number, minedAt: string, transfers: ServiceTransaction['transfers']): ServiceTransaction => ({
    id: `${ADDRESS}-${id}`,
    metadata: {
      minedAt,
      chain: 'eip155:1337',
      hash: `0x${String(id).padStart(64, '0')}`,
      operationType: transfers[0]?.direction === 'out' ? 'send' : 'receive',
      status: 'confirmed',
    },
    transfers,
  })
  const nft = (name: string, tokenId: string, isSpam = false) => ({
    name,
    contract_address: '0x00000000000000000000000000000000000c0a75',
    token_id: tokenId,
    collection_info: { name: 'Friendly Cats' },
    flags: { is_spam: isSpam },
  })
  return [
    entry(5, '2025-03-20T10:00:00.000Z', [
      { direction: 'out', nft_info: nft('Friendly Cat #3', '3'), quantity: { numeric: '1' } },
    ]),
    entry(4, '2025-03-12T09:30:00.000Z', [
      { direction: 'in', nft_info: nft('Free Airdrop Claim', '99', true), quantity: { numeric: '1' } },
    ]),
    entry(3, '2025-03-01T08:00:00.000Z', [
      {
        direction: 'in',
        nft_info: { ...nft('Friendly Cat #7', '7'), content: { preview: { url: CAT_IMAGE } } },
        quantity: { numeric: '1' },
      },
    ]),
    entry(2, '2025-02-27T18:45:00.000Z', [
      { direction: 'in', nft_info: nft('Friendly Cat #3', '3'), quantity: { numeric: '1' } },
    ]),
    entry(1, '2025-02-03T12:00:00.000Z', [
      { direction: 'in', fungible_info: { name: 'USD Coin', symbol: 'USDC' }, quantity: { numeric: '25' } },
    ]),
  ]
}

let deployment: ModalDeployment

test.beforeAll(async () => {
  deployment = await startModalDeployment({
    api: { history: { [ADDRESS]: history(), [ADDRESS.toLowerCase()]: history() }, historyPageSize: 2 },
  })
})
test.afterAll(async () => {
  await deployment?.stop()
})

test.describe('the Account view tabs with a blockchain API', () => {
  test('Tokens, NFTs and Activity by keyboard: the NFTs still held, spam and sent-away ones left out, and the history by month', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto(deployment.app.url)
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()

    const tabs = modal.dialog.getByRole('tablist')
    await expect(tabs.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity'])
    const tokens = tabs.getByRole('tab', { name: 'Tokens' })
    await expect(tokens).toHaveAttribute('aria-selected', 'true')
    await tokens.focus()
    await page.keyboard.press('ArrowRight')
    const nftsTab = tabs.getByRole('tab', { name: 'NFTs' })
    await expect(nftsTab).toBeFocused()
    await expect(nftsTab).toHaveAttribute('aria-selected', 'true')

    const panel = modal.dialog.getByRole('tabpanel')
    // Every history page was read (page size 2: three pages), then the NFTs still held are shown.
    await expect(panel.getByRole('img', { name: /Friendly Cat #7/ })).toBeVisible()
    await expect(panel).toContainText('Friendly Cat #7')
    await expect(panel).not.toContainText('Friendly Cat #3')
    await expect(panel).not.toContainText('Free Airdrop Claim')
    const historyCalls = deployment.api.requests.filter((request) => request.path === `/v1/account/${ADDRESS}/history`)
    expect(historyCalls.length).toBeGreaterThanOrEqual(3)
    expect(historyCalls.every((request) => request.query.chainId === 'eip155:1337')).toBe(true)

    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
    // The first page (two entries, one of them spam) shows one; the rest come with 'Load more'.
    await expect(panel).toContainText('March 2025')
    await expect(panel).not.toContainText('Free Airdrop Claim')
    const loadMore = panel.getByRole('button', { name: 'Load more' })
    // Scrolling the list's end into view loads the next page as well: click only while the button is there.
    await expect(async () => {
      if (await loadMore.isVisible()) await loadMore.click({ timeout: 1000 })
      await expect(panel).toContainText('+25 USDC', { timeout: 1000 })
    }).toPass()
    await expect(panel).toContainText('February 2025')
    await expect(panel.getByRole('listitem')).toHaveCount(4)
    await expect(loadMore).toBeHidden()
    await tabs.getByRole('tab', { name: 'Activity' }).focus()
    await page.keyboard.press('Home')
    await expect(tokens).toBeFocused()
    await expect(tokens).toHaveAttribute('aria-selected', 'true')
  })
})
