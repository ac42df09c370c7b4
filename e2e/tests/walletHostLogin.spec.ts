import { randomBytes } from 'node:crypto'
import { expect, test } from '../fixtures'
import { startSiteWithWalletHost } from '../walletHost'

// Email login on the site through our own wallet host, as `npm run local` runs them: the site on
// http://127.0.0.1:<port>, the host (apps/wallet, its production build) on http://localhost:<port>, so the
// frame is cross-site, with its development SMTP server on 127.0.0.1 whose inbox the test reads. No vendor,
// no project id. After the code, the frame creates the new visitor's wallet (its keys split between the
// frame's IndexedDB and the host) and signs the site's SIWE message after the visitor approves it there.
let site: Awaited<ReturnType<typeof startSiteWithWalletHost>>

test.beforeAll(async () => {
  site = await startSiteWithWalletHost()
})
test.afterAll(async () => {
  await site?.stop()
})

test.describe('email login through our wallet host', () => {
  test('a visitor enters an email, the code from the host’s inbox is accepted, and the frame holds the session', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(site.app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const email = `visitor-${randomBytes(4).toString('hex')}@example.org`
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(modal.dialog.getByRole('heading', { name: 'Confirm Email' })).toBeVisible()
    await expect(modal.dialog.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible()
    // The frame the modal talks to is our host's, loaded without a project id.
    await expect(page.locator('iframe[title="Embedded wallet"]')).toHaveAttribute('src', `${site.host.origin}/frame`)

    const code = await site.host.readCode(email)
    const box = modal.dialog.getByRole('textbox', { name: 'Code from the email' })
    await box.pressSequentially(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await expect(modal.dialog.getByText('Invalid code')).toBeVisible()
    await box.pressSequentially(code)
    // The code is accepted and the account connects: the site's sign-in view comes next.
    await expect(modal.signButton).toBeVisible()

    // The session lives in the host's cookie inside the cross-site frame: the frame's own call finds it.
    const frame = page.frames().find((candidate) => candidate.url() === `${site.host.origin}/frame`)
    expect(frame).toBeDefined()
    const session = await frame!.evaluate(async () => {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return response.json() as Promise<unknown>
    })
    expect(session).toEqual({ user: { email } })
  })
})

test.describe('a new visitor’s embedded wallet', () => {
  test('signs in by email, gets a wallet made in the frame, and signs in to the site with SIWE approved in the frame', async ({
    page,
    header,
    modal,
  }) => {
    await page.goto(site.app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    const email = `newcomer-${randomBytes(4).toString('hex')}@example.org`
    await modal.dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await modal.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await modal.dialog
      .getByRole('textbox', { name: 'Code from the email' })
      .pressSequentially(await site.host.readCode(email))

    // Connected: the frame made the wallet and answers its address; the header shows it.
    await expect(modal.signButton).toBeVisible()
    await expect(header.accountButton).toBeVisible()
    const shortAddress = (await header.accountButton.textContent())!.match(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)![0]

    // SIWE: the site asks for personal_sign; the frame shows the message and the new wallet's recovery code.
    await modal.signButton.click()
    const frame = page.frameLocator('iframe[title="Embedded wallet"]')
    const confirmation = frame.getByRole('region', { name: 'Sign message' })
    await expect(confirmation).toBeVisible()
    await expect(confirmation.getByRole('note', { name: 'Recovery code' })).toContainText(
      /([0-9A-Z]{4}-){7}[0-9A-Z]{4}/,
    )
    const message = (await confirmation.getByLabel('What you sign').textContent())!
    const address = /wants you to sign in with your Ethereum account:\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1]
    expect(address).toBeDefined()
    expect(`${address!.slice(0, 6)}…${address!.slice(-4)}`).toBe(shortAddress)

    // The host keeps the shares of that account: it is the wallet the frame made, not an address from elsewhere.
    const walletFrame = page.frames().find((candidate) => candidate.url() === `${site.host.origin}/frame`)!
    const stored = await walletFrame.evaluate(async () => {
      const response = await fetch('/api/keys/fetch', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      return ((await response.json()) as { shares: { evmAddress: string } | null }).shares?.evmAddress
    })
    expect(stored).toBe(address)

    const reloaded = page.waitForEvent('framenavigated', { predicate: (target) => target === page.mainFrame() })
    await confirmation.getByRole('button', { name: 'Approve' }).click()
    await reloaded

    // The site's server holds the SIWE session of that address.
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const response = await fetch('/auth/session')
          return ((await response.json()) as { siwe: { address: string } | null }).siwe?.address
        }),
      )
      .toBe(address)
  })
})
