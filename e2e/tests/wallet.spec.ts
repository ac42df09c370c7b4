import { connectTestWallet, readSession, signIn } from '../flows'
import { ADMIN_LABELS, MAIN_LABELS } from '../pages/NavPage'
import { ANVIL_ACCOUNTS, expect, TEST_WALLET_INFO, test } from '../fixtures'

test.describe('wallet connection and sign-in', () => {
  test('Connect wallet opens the Connect view listing the test wallet', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto('/')
    await header.connectButton.click()
    await modal.expectOpen()
    await expect(modal.wallet(TEST_WALLET_INFO.name)).toBeVisible()
  })

  test('connecting shows credits, the native balance with 3 decimals and the short address', async ({
    page,
    wallet: _wallet,
    header,
    modal,
  }) => {
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })
    await expect(header.creditButton).toHaveText('0 CU')
  })

  test('the credit and balance buttons open the Account view', async ({ page, wallet: _wallet, header, modal }) => {
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })
    // Leave the sign-in view that opens after connecting; sign-in is optional here.
    await modal.cancelSignButton.click()
    await modal.expectClosed()
    for (const button of [header.creditButton, header.accountButton]) {
      await button.click()
      await modal.expectOpen()
      await expect(modal.disconnectButton).toBeVisible()
      await page.keyboard.press('Escape')
      await modal.expectClosed()
    }
  })

  test('signing in reloads into the navigation, and a reload keeps the session', async ({
    page,
    wallet,
    header,
    modal,
    nav,
  }) => {
    await signIn({ page, header, modal, nav })
    await nav.expectLabels(MAIN_LABELS)
    expect(await nav.current()).toBe('Home')
    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })
    expect((await readSession(page)).siwe).toMatchObject({ address: wallet.address, chainId: 1337 })

    await page.reload()
    await nav.expectLabels(MAIN_LABELS)
    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })
    await expect(modal.signButton).toBeHidden()

    await nav.link('Agents').click()
    await expect(page).toHaveURL(/\/agents$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agents')
    expect(await nav.current()).toBe('Agents')
  })

  test('a non-admin sees no admin links and cannot reach the admin pages', async ({
    page,
    wallet: _wallet,
    header,
    modal,
    nav,
  }) => {
    await signIn({ page, header, modal, nav })
    for (const label of ADMIN_LABELS) await expect(nav.link(label)).toHaveCount(0)
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('href="/dashboard"')
    expect(html).not.toContain('href="/admin/integrations"')
    expect(html).not.toContain('href="/admin/approvals"')
    for (const path of ['/admin/integrations', '/admin/approvals']) {
      expect((await page.request.get(path)).status(), path).toBe(404)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Server Error')
      await expect(page.getByText('404', { exact: true })).toBeVisible()
    }
  })

  test('the small-screen menu is a disclosure with the same links', async ({
    page,
    wallet: _wallet,
    header,
    modal,
    nav,
  }) => {
    await signIn({ page, header, modal, nav })
    await page.setViewportSize({ width: 390, height: 800 })
    await expect(nav.main).toBeHidden()
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.menu).toBeHidden()
    const controls = await nav.menuButton.getAttribute('aria-controls')
    expect(controls).toBeTruthy()

    await nav.openMenu()
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible()
    await nav.expectLabels(MAIN_LABELS, nav.menu)
    await page.keyboard.press('Escape')
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.menu).toBeHidden()
    await expect(nav.menuButton).toBeFocused()

    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })

    await nav.openMenu()
    await nav.link('Marketplace', nav.menu).click()
    await expect(page).toHaveURL(/\/marketplace$/)
    await expect(nav.menu).toBeHidden()
  })

  test('disconnecting signs out: after the reload the navigation is gone', async ({
    page,
    wallet: _wallet,
    header,
    modal,
    nav,
  }) => {
    await signIn({ page, header, modal, nav })
    await header.accountButton.click()
    await modal.expectOpen()
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    await modal.disconnectButton.click()
    await reloaded
    await expect(header.connectButton).toBeVisible()
    await expect(nav.main).toHaveCount(0)
    expect((await readSession(page)).siwe).toBeNull()
    await page.reload()
    await expect(header.connectButton).toBeVisible()
    await expect(nav.main).toHaveCount(0)
  })

  test('switching to another account in the wallet signs out', async ({ page, wallet, header, modal, nav }) => {
    await signIn({ page, header, modal, nav })
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    wallet.switchAccount(ANVIL_ACCOUNTS[2].privateKey)
    await reloaded
    await expect(nav.main).toHaveCount(0)
    expect((await readSession(page)).siwe).toBeNull()
  })

  test('locking the wallet disconnects and signs out', async ({ page, wallet, header, modal, nav }) => {
    await signIn({ page, header, modal, nav })
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    wallet.lock()
    await reloaded
    await expect(header.connectButton).toBeVisible()
    await expect(nav.main).toHaveCount(0)
    expect((await readSession(page)).siwe).toBeNull()
  })

  test('a declined signature shows Signature declined and signs nobody in', async ({
    page,
    wallet,
    header,
    modal,
    nav,
  }) => {
    wallet.flags.rejectSignature = true
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await modal.signButton.click()
    await expect(modal.dialog.getByText('Signature declined')).toBeVisible()
    expect((await readSession(page)).siwe).toBeNull()
    await expect(nav.main).toHaveCount(0)
  })
})

test.describe('admin', () => {
  test.use({ walletKey: ANVIL_ACCOUNTS[1].privateKey })

  test('an admin sees Integrations and Approvals and can open them', async ({ page, wallet, header, modal, nav }) => {
    await signIn({ page, header, modal, nav })
    expect((await readSession(page)).siwe?.address).toBe(wallet.address)
    await nav.expectLabels([...MAIN_LABELS, ...ADMIN_LABELS])
    // A regression seen on screen: with the admin links the navigation wrapped onto a second line.
    expect(page.viewportSize()?.width).toBe(1280)
    expect(await nav.rowTops()).toHaveLength(1)

    await nav.link('Integrations').click()
    await expect(page).toHaveURL(/\/admin\/integrations$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrations')
    expect(await nav.current()).toBe('Integrations')

    await nav.link('Approvals').click()
    await expect(page).toHaveURL(/\/admin\/approvals$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approvals')

    const response = await page.request.get('/admin/integrations')
    expect(response.status()).toBe(200)
  })
})

test.describe('a wallet on a chain the app does not offer', () => {
  test.use({ walletChainId: 10 })

  test('Switch Network lists the offered networks, and switching goes on to sign-in', async ({
    page,
    wallet,
    header,
    modal,
    nav,
  }) => {
    await page.goto('/')
    await connectTestWallet({ header, modal })
    await expect(modal.heading('Switch Network')).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: /Ethereum/ })).toBeVisible()

    await modal.dialog.getByRole('button', { name: /Localhost/ }).click()
    await expect.poll(() => wallet.chainId).toBe(1337)
    await header.expectConnected({ balance: '10,000.000 ETH', address: '0xf39F…2266' })

    await expect(modal.signButton).toBeVisible()
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    await modal.signButton.click()
    await reloaded
    await expect(nav.main).toBeVisible()
    expect((await readSession(page)).siwe).toMatchObject({ address: wallet.address, chainId: 1337 })
  })
})
