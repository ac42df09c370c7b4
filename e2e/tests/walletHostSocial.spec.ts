import { randomBytes } from 'node:crypto'
import { startTestOidcProvider, type TestOidcProvider } from '../../apps/wallet/src/test/startTestOidcProvider'
import { expect, test } from '../fixtures'
import { startSiteWithWalletHost } from '../walletHost'

// Social login on the site through our own wallet host, against a real OpenID provider (panva's
// oidc-provider) on 127.0.0.1 standing in for Google: the site on http://127.0.0.1:<port>, the host (its
// production build) on http://localhost:<port>, the provider on http://127.0.0.1:<another port>. The
// modal opens a popup on the host's start page, the provider's login form runs in it, the provider sends
// it to the host's callback, and the host sends it back to the site, where the modal finishes the login
// in the frame. No vendor, no project id.
let site: Awaited<ReturnType<typeof startSiteWithWalletHost>>
let provider: TestOidcProvider

test.beforeAll(async () => {
  site = await startSiteWithWalletHost({
    walletEnv: async (origin) => {
      provider = await startTestOidcProvider({ redirectUris: [`${origin}/social/callback`] })
      return {
        WALLET_OIDC_ISSUER: provider.issuer,
        WALLET_OIDC_CLIENT_ID: provider.clientId,
        WALLET_OIDC_CLIENT_SECRET: provider.clientSecret,
      }
    },
  })
})
test.afterAll(async () => {
  await site?.stop()
  await provider?.stop()
})

test.describe('social login through our wallet host', () => {
  test('a visitor logs in with the OpenID provider in the popup, gets a wallet, and signs in to the site with SIWE', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(site.app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const name = `visitor-${randomBytes(4).toString('hex')}`
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened

    // The provider's own login page, in the popup that went through the host's start page.
    await expect(popup.getByRole('heading', { name: 'Test provider' })).toBeVisible()
    expect(new URL(popup.url()).origin).toBe(provider.issuer)
    await popup.getByRole('textbox', { name: 'User name' }).fill(name)
    await popup.getByRole('button', { name: 'Sign in' }).click()

    // Back on the site's origin, the modal closes the popup and the frame finishes the login.
    await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true)
    await expect(modal.signButton).toBeVisible()
    await expect(header.accountButton).toBeVisible()
    const shortAddress = (await header.accountButton.textContent())!.match(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)![0]

    // The frame holds the host's session of the social account.
    const walletFrame = page.frames().find((candidate) => candidate.url() === `${site.host.origin}/frame`)!
    const session = await walletFrame.evaluate(async () => {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return response.json() as Promise<{ user: { social: { provider: string; userName: string } } }>
    })
    expect(session.user.social).toEqual({ provider: 'google', userName: name, email: `${name}@example.test` })

    // SIWE: the site asks for personal_sign; the frame shows the message (and the new wallet's recovery code).
    await modal.signButton.click()
    const confirmation = page
      .frameLocator('iframe[title="Embedded wallet"]')
      .getByRole('region', { name: 'Sign message' })
    await expect(confirmation).toBeVisible()
    const message = (await confirmation.getByLabel('What you sign').textContent())!
    const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1]
    expect(address).toBeDefined()
    expect(`${address!.slice(0, 6)}…${address!.slice(-4)}`).toBe(shortAddress)
    const reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
    await confirmation.getByRole('button', { name: 'Approve' }).click()
    await reloaded
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const response = await fetch('/auth/session')
          return ((await response.json()) as { siwe: { address: string } | null }).siwe?.address
        }),
      )
      .toBe(address)
  })

  test('the modal offers only the providers the host has credentials for', async ({ page, header, modal }) => {
    await page.goto(site.app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    // The site asks for every provider (the default `features.socials`); the host names only the one its
    // WALLET_OIDC_* provider answers for (google) in its frame's ready event, so only that button shows.
    const socials = modal.dialog.getByRole('group', { name: 'Log in with' })
    await expect(socials.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(socials.getByRole('button')).toHaveCount(1)
    for (const name of ['GitHub', 'Apple', 'Facebook', 'X', 'Discord', 'Farcaster'])
      await expect(modal.dialog.getByRole('button', { name: `Continue with ${name}` })).toHaveCount(0)
    await expect(header.accountButton).toBeHidden()
  })

  test('a login cancelled at the provider says so, and nothing connects', async ({ page, header, modal }) => {
    await page.goto(site.app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const popupOpened = page.waitForEvent('popup')
    await modal.dialog.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal.dialog.getByText('The login was cancelled or refused by the provider')).toBeVisible()
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(header.accountButton).toBeHidden()
  })
})
