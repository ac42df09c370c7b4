import { connect, getActiveAccount, openModal } from '@agentry/modal-core'
import { ANVIL_ACCOUNTS, createTestWallet } from '@agentry/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import { setLocale } from '../i18n/localeState.js'
import '../register.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-9999-4a6b-9d1e-000000000019',
  name: 'Lambda Wallet',
  rdns: 'dev.agentry.lambda',
  icon: TEST_ICON,
}

async function setBalance(rpcUrl: string, wei: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [ANVIL_ACCOUNTS[0].address, `0x${wei.toString(16)}`],
    }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
}

describe('amounts in the modal language', () => {
  const core = useCoreFixture()
  const { cleanups } = core

  afterEach(async () => {
    await setLocale('en')
  })

  /** The header button's and the Account view's balance texts, for a wallet holding `wei`. */
  async function shownBalances(wei: bigint): Promise<{ button: string; account: string }> {
    await setBalance(core.rpcUrl, wei)
    cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    const button = document.createElement('agentry-connect-button')
    const modal = document.createElement('agentry-modal')
    document.body.append(button, modal)
    await connect({ connectorId: WALLET.rdns })
    await waitFor(() => expect(getActiveAccount().balance).toBeDefined())
    await openModal()
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view [data-testid="balance"]')).toBeDefined())
    const balance = deepQuery(modal, 'agentry-account-view [data-testid="balance"]')!
    await waitFor(() => expect(balance.textContent?.trim()).toMatch(/ETH$/))
    await waitFor(() => expect(deepText(button)).toMatch(/ETH/))
    return { button: deepText(button), account: balance.textContent!.trim() }
  }

  it('German: 1.234,567 ETH, floored; the header pads to exactly 3 places', async () => {
    await setLocale('de')
    // 1234.5678999 ETH: rounding would give 1.234,568.
    const { button, account } = await shownBalances(1_234_567_899_900_000_000_000n)
    expect(account).toBe('1.234,567 ETH')
    expect(button).toBe('1.234,567 ETH 0xf39F…2266')
  })

  it('German: 0.9999 ETH is 0,999 (never rounded up to 1)', async () => {
    await setLocale('de')
    const { button, account } = await shownBalances(999_900_000_000_000_000n)
    expect(account).toBe('0,999 ETH')
    expect(button).toBe('0,999 ETH 0xf39F…2266')
  })

  it.each(['ar', 'hi'] as const)('%s: the digits and grouping Intl gives it', async (locale) => {
    await setLocale(locale)
    const { button, account } = await shownBalances(1_234_567_891_900_000_000_000_000n)
    const written = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(1234567.891)
    expect(account).toBe(`${written} ETH`)
    expect(button.startsWith(`${written} ETH`)).toBe(true)
  })
})
