import { expect, test } from './fixtures'
import { connectTestWallet, sendAndCheck, signAndCheck } from './flows'

test('the Next.js App Router example renders on the server with no hydration error, then connects, signs and sends', async ({
  page,
  wallet,
  walletRpcUrl,
  exampleUrl,
}) => {
  // The server's HTML: the page and the bare custom element tags, rendered without touching window or location.
  const html = await (await fetch(exampleUrl('next'))).text()
  expect(html).toContain('<h1>Next.js dapp</h1>')
  expect(html).toContain('<agentry-connect-button')
  await page.goto(exampleUrl('next'))
  await expect(page.getByText('Not connected')).toBeVisible()
  await connectTestWallet(page, wallet)
  await expect(page.getByText(`Connected: ${wallet.address}`)).toBeVisible()
  await signAndCheck(page, wallet, 'Hello from Next.js')
  await sendAndCheck(page, wallet, walletRpcUrl)
})
