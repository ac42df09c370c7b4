import { verifyMessage } from 'viem'
import { startModalDeployment, type ModalDeployment } from '../deployment'
import { connectTestWallet } from '../flows'
import { expect, test } from '../fixtures'
import type { HeaderPage } from '../pages/HeaderPage'
import type { ModalPage } from '../pages/ModalPage'
import { keepOnLoopback } from './loopbackOnly'

/**
 * Anvil's fourth default account (the public "test test … junk" mnemonic; `ANVIL_ACCOUNTS` holds the
 * first three): its name registration leaves the other tests' accounts unnamed.
 */
const NAMING_KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'

let deployment: ModalDeployment

test.beforeAll(async () => {
  deployment = await startModalDeployment()
})
test.afterAll(async () => {
  await deployment?.stop()
})

/** Connects the test wallet, declines sign-in and opens the Account view. */
async function openAccount({ header, modal }: { header: HeaderPage; modal: ModalPage }): Promise<void> {
  await connectTestWallet({ header, modal })
  await modal.cancelSignButton.click()
  await modal.expectClosed()
  await header.accountButton.click()
  await expect(modal.dialog.getByRole('tablist')).toBeVisible()
}

test.describe('receiving', () => {
  test('Receive: the address as text and as a QR image, Copy address puts it on the clipboard and says so, Back', async ({
    page,
    context,
    wallet,
    header,
    modal,
  }) => {
    const strays = await keepOnLoopback(context)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(deployment.app.url).origin,
    })
    await page.goto(deployment.app.url)
    await openAccount({ header, modal })

    await modal.dialog.getByRole('group', { name: 'Account actions' }).getByRole('button', { name: 'Receive' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Receive')
    await expect(modal.dialog.getByRole('img', { name: 'Your address as a QR code' })).toBeVisible()
    await expect(modal.dialog.getByTestId('address')).toHaveText(wallet.address)
    await expect(modal.dialog).toContainText('Send only assets on Localhost to this address.')

    await modal.dialog.getByRole('button', { name: 'Copy address' }).click()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Address copied' })).toBeAttached()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
    // The confirmation goes after a moment, and the button can copy again.
    await expect(modal.dialog.getByRole('button', { name: 'Copy address' })).toBeVisible()

    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.dialog.getByRole('tablist')).toBeVisible()
    await expect(modal.dialog.getByRole('img', { name: 'Your address as a QR code' })).toBeHidden()
    expect(strays).toEqual([])
  })
})

test.describe('choosing an account name', () => {
  // Registers a name for its account: another anvil account than the other tests' wallets.
  test.use({ walletKey: NAMING_KEY })

  test('Choose a name: an invalid name shows the rule, a valid one is signed and registered, and the Account view shows it', async ({
    page,
    context,
    wallet,
    header,
    modal,
  }) => {
    const strays = await keepOnLoopback(context)
    await page.goto(deployment.app.url)
    await openAccount({ header, modal })

    await modal.dialog.getByRole('button', { name: 'Choose a name' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Choose a Name')
    const input = modal.dialog.getByRole('textbox', { name: /^Name/ })
    const register = modal.dialog.getByRole('button', { name: 'Register name' })
    await input.fill('ab!')
    await expect(modal.dialog.getByRole('alert')).toContainText(
      'Name must be at least 4 characters: letters, digits and hyphens only',
    )
    await expect(register).toBeEnabled()
    await register.click()
    await expect(modal.dialog.getByRole('alert')).toContainText(
      'Name must be at least 4 characters: letters, digits and hyphens only',
    )
    expect(deployment.api.requests.filter((request) => request.path.startsWith('/v1/profile/'))).toEqual([])

    await input.fill('e2e-flows')
    const suggestions = modal.dialog.getByRole('list', { name: 'Suggested names' })
    await expect(suggestions.getByRole('button')).toHaveText([
      'e2e-flows.reown.id Available',
      'e2e-flows1.reown.id Available',
      'e2e-flows-app.reown.id Available',
    ])
    await expect(modal.dialog.getByRole('alert')).toBeHidden()
    await register.click()

    await expect(modal.dialog).toHaveAccessibleName('Name Registered')
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'e2e-flows.reown.id is yours' })).toBeVisible()
    const registrations = deployment.api.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/profile/account',
    )
    expect(registrations).toHaveLength(1)
    const body = registrations[0]!.body as { address: string; message: string; signature: `0x${string}` }
    expect(body.address.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(JSON.parse(body.message)).toMatchObject({ name: 'e2e-flows.reown.id' })
    expect(await verifyMessage({ address: wallet.address, message: body.message, signature: body.signature })).toBe(
      true,
    )

    await modal.dialog.getByRole('button', { name: 'Done' }).click()
    await expect(modal.dialog.getByRole('tablist')).toBeVisible()
    await expect(modal.dialog.getByTestId('address')).toHaveText('e2e-flows.reown.id')
    await expect(modal.dialog.getByRole('button', { name: 'Choose a name' })).toBeHidden()
    expect(strays).toEqual([])
  })
})
