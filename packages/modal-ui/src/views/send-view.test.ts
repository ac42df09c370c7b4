import { connect, getActiveAccount, openModal, routerState, sendState, snackbarState } from '@agentry/modal-core'
import { ANVIL_ACCOUNTS, createTestWallet } from '@agentry/test-utils'
import { createPublicClient, http, parseEther } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { useEnsFixture } from '../testing/ens-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-4444-4a6b-9d1e-000000000004',
  name: 'Delta Wallet',
  rdns: 'dev.agentry.delta',
  icon: TEST_ICON,
}
const RECEIVER = '0x000000000000000000000000000000000000bEEF'

/** Types into an input inside a view's shadow root, as a user does. */
function type(view: Element, name: string, value: string): void {
  const input = view.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

describe('Send through the modal', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()
  const { cleanups } = core
  let wallet: ReturnType<typeof createTestWallet>

  beforeEach(async () => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    wallet = createTestWallet({ rpcUrl: core.rpcUrl })
    cleanups.push(announceWallet(wallet, WALLET))
    await connect({ connectorId: WALLET.rdns })
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
  })

  const view = (tag: string) => deepQuery(modal, tag)!

  it('Account lists the tokens; Send, a check of the form, the preview with a fee, then Transaction started and back on Account', async () => {
    const account = view('agentry-account-view')
    await waitFor(() => expect(account.shadowRoot!.querySelector('[data-symbol="ETH"]')?.textContent).toContain('ETH'))
    press(deepQuery(account, 'agentry-button[data-action="send"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-send-view')).toBeDefined())
    expect(modal.shadowRoot!.getElementById('agentry-modal-title')?.textContent?.trim()).toBe('Send')

    const send = view('agentry-send-view')
    type(send, 'amount', '0.5')
    press(deepQuery(send, 'agentry-button[data-action="review"]')!)
    await waitFor(() => expect(deepText(send)).toContain('Please enter a valid amount and receiver address'))
    expect(routerState.view).toBe('Send')

    type(send, 'receiver', RECEIVER)
    press(deepQuery(send, 'agentry-button[data-action="review"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-send-preview-view')).toBeDefined())
    const preview = view('agentry-send-preview-view')
    await waitFor(() =>
      expect(preview.shadowRoot!.querySelector('[data-testid="fee"]')?.textContent).toMatch(/^0\.\d+ ETH$/),
    )
    expect(preview.shadowRoot!.querySelector('[data-testid="amount"]')?.textContent?.trim()).toBe('0.5 ETH')

    const chain = createPublicClient({ transport: http(core.rpcUrl) })
    const before = await chain.getBalance({ address: RECEIVER })
    press(deepQuery(preview, 'agentry-button[data-action="send"]')!)
    await waitFor(() => expect(routerState.view).toBe('Account'))
    expect(routerState.history).toEqual(['Account'])
    expect((await chain.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.5'))
    await waitFor(() => expect(deepText(modal)).toContain('Transaction started'))
    expect(snackbarState.variant).toBe('success')
    expect(sendState.sendTokenAmount).toBeUndefined()
    expect(getActiveAccount().address).toBe(ANVIL_ACCOUNTS[0].address)
  })

  it('more than the balance: Insufficient funds, no preview', async () => {
    press(deepQuery(view('agentry-account-view'), 'agentry-button[data-action="send"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-send-view')).toBeDefined())
    const send = view('agentry-send-view')
    await waitFor(() => expect(send.shadowRoot!.querySelector('select')).not.toBeNull())
    type(send, 'amount', '100000000')
    type(send, 'receiver', RECEIVER)
    press(deepQuery(send, 'agentry-button[data-action="review"]')!)
    await waitFor(() => expect(deepText(send)).toContain('Insufficient funds'))
    expect(routerState.view).toBe('Send')
  })

  it('declined in the wallet: Signature declined, the preview stays', async () => {
    press(deepQuery(view('agentry-account-view'), 'agentry-button[data-action="send"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-send-view')?.shadowRoot?.querySelector('select')).toBeTruthy())
    const send = view('agentry-send-view')
    type(send, 'amount', '0.1')
    type(send, 'receiver', RECEIVER)
    press(deepQuery(send, 'agentry-button[data-action="review"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-send-preview-view')).toBeDefined())
    wallet.flags.rejectTransaction = true
    const preview = view('agentry-send-preview-view')
    await waitFor(() => expect(preview.shadowRoot!.querySelector('[data-testid="fee"]')?.textContent).toMatch(/ETH$/))
    press(deepQuery(preview, 'agentry-button[data-action="send"]')!)
    await waitFor(() => expect(deepText(modal)).toContain('Signature declined'))
    expect(routerState.view).toBe('SendPreview')
  })
})

describe('Send to an ENS name (no project id)', () => {
  const core = useCoreFixture()
  const ens = useEnsFixture(core)

  it('the receiver field takes alice.eth and shows the address it resolves to; a name that does not normalise says so', async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl, ensUniversalResolver: ens.universalResolver }))
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    const modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await connect({ connectorId: WALLET.rdns })
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
    const account = deepQuery(modal, 'agentry-account-view')!
    await waitFor(() => expect(account.shadowRoot!.querySelector('[data-symbol="ETH"]')).toBeTruthy())
    press(deepQuery(account, 'agentry-button[data-action="send"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-send-view')).toBeDefined())
    const send = deepQuery(modal, 'agentry-send-view')!
    type(send, 'receiver', 'Alice.eth')
    await waitFor(() =>
      expect(send.shadowRoot!.querySelector('[data-testid="resolved-address"]')?.textContent).toBe(
        ANVIL_ACCOUNTS[0].address,
      ),
    )
    expect(sendState.receiverAddress).toBe(ANVIL_ACCOUNTS[0].address)
    type(send, 'receiver', 'p\u0430ypal.eth')
    await waitFor(() => expect(deepText(send)).toContain('Invalid ENS name'))
    expect(send.shadowRoot!.querySelector('[data-testid="resolved-address"]')).toBeNull()
    expect(sendState.receiverAddress).toBeUndefined()
  })
})
