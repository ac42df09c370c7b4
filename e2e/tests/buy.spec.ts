import type { Route } from '@playwright/test'
import { startModalDeployment, type ModalDeployment } from '../deployment'
import { connectTestWallet } from '../flows'
import { expect, test } from '../fixtures'
import { keepOnLoopback } from './loopbackOnly'

/** The host of the buy page the on-ramp stand-in generates (fixed there); the test plays the page. */
const PROVIDER_HOST = 'onramp.example.org'

let deployment: ModalDeployment

test.beforeAll(async () => {
  deployment = await startModalDeployment()
})
test.afterAll(async () => {
  await deployment?.stop()
})

/** The provider's buy page, answered by the test so the new tab never leaves the machine. */
async function answerProviderPage(route: Route): Promise<void> {
  await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Provider stand-in</title><h1>Buy</h1>' })
}

test.describe('buying crypto from the Account view', () => {
  test('Buy: the limits, a quote for the amount, the fees per provider, and Continue opens the provider with the account', async ({
    page,
    context,
    wallet,
    header,
    modal,
  }) => {
    const strays = await keepOnLoopback(context, { [PROVIDER_HOST]: answerProviderPage })
    await page.goto(deployment.app.url)
    await connectTestWallet({ header, modal })
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    await header.accountButton.click()

    await modal.dialog.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Buy' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Buy Crypto')
    await expect(modal.dialog.getByRole('combobox', { name: 'Buy' })).toHaveValue('USDC')
    await expect(modal.dialog.getByRole('combobox', { name: 'Pay with' })).toHaveValue('USD')
    await expect(modal.dialog.getByRole('combobox', { name: 'Payment method' })).toHaveValue('card')
    const amount = modal.dialog.getByRole('textbox', { name: /^Amount \(USD\)/ })
    await expect(amount).toHaveAccessibleName(/Between 10\.00 and 7,500\.00 USD/)
    const continueButton = modal.dialog.getByRole('button', { name: 'Continue with Coinbase' })
    await expect(continueButton).toBeDisabled()

    await amount.fill('100')
    const quote = modal.dialog.getByTestId('quote')
    // Stand-in quote: 1.00 network fee and 1% provider fee on 100 USD, USDC at 1 USD.
    await expect(quote).toContainText('You get about')
    await expect(quote.locator('dd')).toHaveText(['100 USDC', '1.00 USD + 1.00 USD', '102.00 USD'])
    const providers = modal.dialog.getByRole('group', { name: 'Provider' })
    await expect(providers.getByRole('radio', { name: 'Coinbase' })).toBeChecked()
    await expect(providers).toContainText('Fee 1.00–2.00 USD')
    const quotes = deployment.api.requests.filter((request) => request.path === '/v1/onramp/quote')
    expect(quotes.at(-1)?.body).toMatchObject({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00' })

    const popup = context.waitForEvent('page')
    await continueButton.click()
    const providerPage = await popup
    await providerPage.waitForLoadState()
    const opened = new URL(providerPage.url())
    expect(opened.origin + opened.pathname).toBe(`https://${PROVIDER_HOST}/buy`)
    expect(opened.searchParams.get('address')).toBe(wallet.address)
    await expect(providerPage.getByRole('heading', { name: 'Buy' })).toBeVisible()
    await providerPage.close()

    // The tab may be blocked: the view keeps a link to the same page.
    await expect(modal.dialog.getByRole('status')).toContainText('The provider opened in a new tab.')
    await expect(modal.dialog.getByRole('link', { name: 'Open Coinbase again' })).toHaveAttribute(
      'href',
      providerPage.url(),
    )
    const generated = deployment.api.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/generators/onrampurl',
    )
    expect(generated).toHaveLength(1)
    expect(generated[0]!.body).toMatchObject({
      defaultExperience: 'buy',
      destinationWallets: [{ address: wallet.address }],
    })
    expect(strays).toEqual([])
  })
})
