import {
  addConnector,
  connect,
  createLocalDevChain,
  createMockConnector,
  getActiveAccount,
  initModal,
  openModal,
} from '@agentry/modal-core'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import '../register.js'
import { resetDevWarnings } from '../internal/dev-warning.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { resetCore } from '../testing/core-fixture.js'
import { deepQuery, deepQueryAll, deepText } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

// A port nothing listens on: every balance read fails, as on a network no service serves.
const DEAD_RPC = 'http://127.0.0.1:9'

async function openAccount(projectId?: string): Promise<HTMLElement> {
  initModal({
    networks: [createLocalDevChain({ rpcUrl: DEAD_RPC })],
    // Every hosted service on the dead port too: nothing leaves 127.0.0.1.
    serviceUrls: { blockchainApi: DEAD_RPC, walletDirectory: DEAD_RPC, analytics: DEAD_RPC, embeddedWallet: DEAD_RPC },
    ...(projectId ? { projectId } : {}),
  })
  const connector = createMockConnector({ accounts: [ANVIL_ACCOUNTS[0].address], chainId: 1337 })
  addConnector(connector)
  await connect({ connectorId: connector.id })
  await openModal()
  await waitFor(() => expect(deepQuery(document.body, 'agentry-account-view')).toBeDefined())
  return deepQuery<HTMLElement>(document.body, 'agentry-account-view')!
}

describe('Account view: clear to the right person', () => {
  let modal: AgentryModalElement
  let warn: MockInstance<typeof console.warn>

  beforeEach(() => {
    resetCore()
    resetDevWarnings()
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })
  afterEach(() => {
    modal.remove()
    vi.restoreAllMocks()
  })

  it('without a project id, Buy is hidden (Swap runs on chain) and the developer gets one warning naming `projectId`', async () => {
    const view = await openAccount()
    const actions = deepQueryAll(view, '.actions agentry-button').map((button) => button.dataset.action)
    expect(actions).toEqual(['swaps', 'receive', 'send'])
    expect(deepText(view)).not.toMatch(/project id/i)
    // Opened again: still one warning.
    modal.remove()
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
    const warnings = warn.mock.calls.filter(([line]) => String(line).includes('AGENTRY_UI_OPTION_MISSING'))
    expect(warnings).toHaveLength(1)
    expect(String(warnings[0]![0])).toContain('`projectId`')
  })

  it('with a project id, Buy and Swap are offered and nothing is warned', async () => {
    const view = await openAccount('story-project')
    const actions = deepQueryAll(view, '.actions agentry-button').map((button) => button.dataset.action)
    expect(actions).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(warn.mock.calls.filter(([line]) => String(line).includes('AGENTRY_UI_OPTION_MISSING'))).toEqual([])
  })

  it("says 'Token Balance Unavailable' once when both the balance and the tokens fail", async () => {
    const view = await openAccount()
    await waitFor(() => expect(getActiveAccount().balanceError).toBeDefined())
    await waitFor(() => expect(getActiveAccount().tokenBalanceError).toBeDefined())
    await waitFor(() => expect(deepText(view)).toContain('Token Balance Unavailable'))
    expect(deepText(view).split('Token Balance Unavailable')).toHaveLength(2)
  })
})
