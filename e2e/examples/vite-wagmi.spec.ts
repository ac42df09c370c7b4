import { startTestWallet, WALLET_ACCOUNT } from '@agentry/test-utils/official-wallet'
import { ModalPage } from '../pages/ModalPage'
import { expect, test } from './fixtures'
import { connectTestWallet, sendAndCheck, signAndCheck } from './flows'

test.describe('the Vite + React + wagmi example', () => {
  test('the modal lists the wallet wagmi discovered (EIP-6963), connects it through wagmi, and the hooks sign and send', async ({
    page,
    wallet,
    walletRpcUrl,
    exampleUrl,
  }) => {
    await page.goto(exampleUrl('vite-wagmi'))
    await expect(page.getByText('Not connected')).toBeVisible()
    await connectTestWallet(page, wallet)
    // wagmi's useConnection sees the connection the modal made.
    await expect(page.getByText(`Connected: ${wallet.address}`)).toBeVisible()
    await signAndCheck(page, wallet, 'Hello from wagmi')
    await sendAndCheck(page, wallet, walletRpcUrl)
  })

  test("WalletConnect: the modal's QR code, scanned by the official wallet client 2.21.8 over our relay, connects wagmi's connector, and wagmi's hook signs through that wallet", async ({
    page,
    walletRpcUrl,
    exampleUrl,
  }) => {
    const relayUrl = process.env.EXAMPLE_RELAY_URL
    if (!relayUrl) throw new Error('EXAMPLE_RELAY_URL is not set: run tooling/scripts/examples.sh')
    const phone = await startTestWallet({ relayUrl, chains: { 1337: walletRpcUrl } })
    try {
      await page.goto(exampleUrl('vite-wagmi'))
      await page.locator('agentry-connect-button').getByRole('button', { name: 'Connect wallet' }).click()
      const modal = new ModalPage(page)
      await modal.expectOpen()
      await modal.dialog.getByRole('button', { name: /WalletConnect/ }).click()
      await expect(modal.dialog.getByRole('img', { name: 'WalletConnect link as a QR code' })).toBeVisible()
      const uri = await page.locator('agentry-qr-code').getAttribute('value')
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await phone.client.pair({ uri: uri! })
      await expect(page.getByText(`Connected: ${WALLET_ACCOUNT.address}`)).toBeVisible()
      await modal.expectClosed()
      await signAndCheck(page, WALLET_ACCOUNT, 'Hello from wagmi')
      expect(phone.requests.map(({ method }) => method)).toContain('personal_sign')
    } finally {
      await phone.close()
    }
  })
})
