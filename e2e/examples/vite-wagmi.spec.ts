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
})
