import { expect, test } from './fixtures'
import { connectTestWallet, sendAndCheck, signAndCheck } from './flows'

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
