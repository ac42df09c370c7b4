import { fileURLToPath } from 'node:url'
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage, SignClient } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS, startWebApp, type WebApp } from '@agentry/test-utils'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { MAIN_LABELS } from '../pages/NavPage'
import { expect, test } from '../fixtures'

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url))

// WalletConnect end to end: the app with our relay on 127.0.0.1 (as `npm run local` runs it), and a
// phone wallet played by our sign-client in the test process, which scans the QR code's URI and signs
// with anvil's third account. No browser wallet is installed in this page.
let relay: RelayServer
let app: WebApp
let phone: SignClient
const account = privateKeyToAccount(ANVIL_ACCOUNTS[2].privateKey)
const requests: string[] = []

test.beforeAll(async () => {
  relay = await startRelay()
  app = await startWebApp({
    appDir: WEB_DIR,
    env: { LOCAL_RPC_URL: process.env.E2E_RPC_URL!, MODAL_WALLETCONNECT_RELAY_URL: relay.url },
  })
  phone = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name: 'Phone Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
  // The phone is on the local chain only (the app also offers Ethereum, which it does not grant).
  phone.on('session_proposal', ({ id, params }) => {
    const chains = (params.optionalNamespaces.eip155?.chains ?? []).filter((chain) => chain === 'eip155:1337')
    void phone.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${account.address}`),
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  phone.on('session_request', ({ id, topic, params }) => {
    requests.push(params.request.method)
    const [message] = params.request.params as [Hex]
    void account
      .signMessage({ message: { raw: message } })
      .then((result) => phone.respond({ topic, response: { id, jsonrpc: '2.0', result } }).catch(() => undefined))
  })
})
test.afterAll(async () => {
  await phone?.close()
  await app?.stop()
  await relay?.close()
})

test.describe('WalletConnect', () => {
  test('scan the QR code, sign in through ApproveTransaction, stay connected after the reload, and the wallet disconnecting signs out', async ({
    page,
    header,
    modal,
    nav,
  }) => {
    await page.goto(app.url)
    await header.connectButton.click()
    await modal.expectOpen()
    await modal.dialog.getByRole('button', { name: /WalletConnect/ }).click()
    const qr = page.locator('agentry-qr-code')
    await expect(modal.dialog.getByRole('img', { name: 'WalletConnect link as a QR code' })).toBeVisible()
    const uri = await qr.getAttribute('value')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await phone.pair({ uri: uri! })

    // Connected: the sign-in view follows; Sign asks the phone through ApproveTransaction.
    await expect(modal.signButton).toBeVisible()
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    await modal.signButton.click()
    await modal.dialog.getByRole('button', { name: 'Approve' }).click()
    await reloaded
    expect(requests).toEqual(['personal_sign'])
    await nav.expectLabels(MAIN_LABELS)
    // The session was restored from storage after the reload: still connected with the phone's account.
    // (Other specs spend from this shared anvil account, so the balance is read, not fixed.)
    await expect(header.accountButton).toContainText(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`)
    await expect(header.accountButton).toContainText(/\d+\.\d{3} ETH/)

    const topic = phone.session.keys[0]!
    const signedOut = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
    await phone.disconnect({ topic })
    await signedOut
    await expect(header.connectButton).toBeVisible()
    await expect(nav.main).toBeHidden()
  })
})
